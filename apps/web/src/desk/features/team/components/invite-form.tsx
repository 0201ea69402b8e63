import { formatMessage } from '@sitedesk/shared/messages/format';
import { canManageRole, type StaffRole, staffRoles } from '@sitedesk/shared/permissions';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { DeskApiError } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { useSession } from '../../../session/session-context';
import { Alert } from '../../../ui/alert';
import { Field } from '../../../ui/field';
import { SelectField } from '../../../ui/select-field';
import { buttonPrimary, cardClass } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { inviteMember } from '../api/invite-member';

export function InviteForm({ onInvited }: { onInvited: (message: string) => void }) {
  const { t } = useDeskI18n();
  const { me } = useSession();
  const id = useId();
  const errorMessage = useErrorMessage();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('sales');
  const action = useAction(inviteMember);
  const roles = staffRoles.filter((candidate) => canManageRole(me.role, candidate));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ((await action.run({ email, role })).ok) {
      onInvited(formatMessage(t.team.invited, { email }));
      setEmail('');
    }
  };
  const emailError = action.error instanceof DeskApiError ? action.error.fields.email?.message : undefined;

  return (
    <section aria-labelledby={`${id}-title`} className={cardClass}>
      <h2 id={`${id}-title`} className="mb-4 text-2xl text-petrol-900">
        {t.team.invite}
      </h2>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end" noValidate>
        {action.error !== undefined && !emailError && (
          <div className="sm:col-span-3">
            <Alert tone="error">{errorMessage(action.error)}</Alert>
          </div>
        )}
        <Field
          label={t.team.email}
          type="email"
          required
          value={email}
          error={emailError}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SelectField
          id={`${id}-role`}
          label={t.team.role}
          value={role}
          onValueChange={(value) => setRole(value as StaffRole)}
        >
          {roles.map((candidate) => (
            <option key={candidate} value={candidate}>
              {t.roles[candidate]}
            </option>
          ))}
        </SelectField>
        <button type="submit" className={buttonPrimary} disabled={action.isPending}>
          <UserPlus aria-hidden="true" className="size-4" />
          {t.team.sendInvitation}
        </button>
      </form>
    </section>
  );
}
