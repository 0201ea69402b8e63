import type { StaffSummary } from '@sitedesk/shared/desk-api';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { canManageRole, type StaffRole, staffRoles } from '@sitedesk/shared/permissions';
import { useState } from 'react';
import { LeftToRight } from '../../../../ui/left-to-right';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../session/session-context';
import { Alert } from '../../../ui/alert';
import { buttonDanger, buttonSecondary, cardClass, inputClass } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { changeRole } from '../api/change-role';
import type { PendingInvitation } from '../api/get-team';
import { endMemberSessions, resetSecondFactor } from '../api/member-security';
import { removeMember } from '../api/remove-member';

type Props = {
  members: StaffSummary[];
  invitations: PendingInvitation[];
  onChanged: (message: string) => void;
};

/** Members with their role; a role can be changed and a member removed where the signed-in role may. */
export function MemberTable({ members, invitations, onChanged }: Props) {
  const { t, locale } = useDeskI18n();
  const { me } = useSession();
  const errorMessage = useErrorMessage();
  const [error, setError] = useState<string>();

  const run = async (work: () => Promise<unknown>, message: string) => {
    setError(undefined);
    try {
      await work();
      onChanged(message);
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  return (
    <section aria-labelledby="team-members" className={cardClass}>
      <h2 id="team-members" className="mb-4 text-2xl text-petrol-900">
        {t.team.members}
      </h2>
      {error && <Alert tone="error">{error}</Alert>}
      <ul className="divide-y divide-steel-200">
        {members.map((member) => {
          const isSelf = member.id === me.id;
          const canManage = !isSelf && canManageRole(me.role, member.role);
          return (
            <li key={member.id} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {member.name} {isSelf && <span className="font-normal text-steel-700">{t.team.you}</span>}
                </p>
                <p className="text-sm break-all text-steel-700">
                  <LeftToRight>{member.email}</LeftToRight>
                </p>
              </div>
              {canManage ? (
                <>
                  <select
                    aria-label={formatMessage(t.team.changeRoleFor, { name: member.name })}
                    className={`${inputClass} w-40`}
                    value={member.role}
                    onChange={(event) => {
                      const role = event.target.value as StaffRole;
                      void run(
                        () => changeRole(member.id, role),
                        formatMessage(t.team.roleChanged, { name: member.name, role: t.roles[role] }),
                      );
                    }}
                  >
                    {staffRoles
                      .filter((role) => canManageRole(me.role, role))
                      .map((role) => (
                        <option key={role} value={role}>
                          {t.roles[role]}
                        </option>
                      ))}
                  </select>
                  <MemberAction
                    isDanger
                    label={t.team.remove}
                    memberName={member.name}
                    confirm={t.team.removeConfirm}
                    onConfirmed={() =>
                      run(() => removeMember(member.id), formatMessage(t.team.removed, { name: member.name }))
                    }
                  />
                  <MemberAction
                    label={t.account.team.resetFactor}
                    memberName={member.name}
                    confirm={t.account.team.resetConfirm}
                    onConfirmed={() =>
                      run(
                        () => resetSecondFactor(member.id),
                        formatMessage(t.account.team.resetDone, { name: member.name }),
                      )
                    }
                  />
                  <MemberAction
                    label={t.account.team.endSessions}
                    memberName={member.name}
                    confirm={t.account.team.endSessionsConfirm}
                    onConfirmed={() =>
                      run(
                        () => endMemberSessions(member.id),
                        formatMessage(t.account.team.endSessionsDone, { name: member.name }),
                      )
                    }
                  />
                </>
              ) : (
                <span className="text-steel-800">{t.roles[member.role]}</span>
              )}
            </li>
          );
        })}
      </ul>
      {invitations.length > 0 && (
        <>
          <h3 className="mt-6 mb-2 text-xl text-petrol-900">{t.team.pending}</h3>
          <ul className="space-y-1">
            {invitations.map((invitation) => (
              <li key={invitation.id}>
                <LeftToRight>{invitation.email}</LeftToRight> · {t.roles[invitation.role]} ·{' '}
                {formatMessage(t.team.expires, { time: formatDateTime(invitation.expiresAt, locale) })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

type MemberActionProps = {
  isDanger?: boolean;
  label: string;
  memberName: string;
  /** The question asked first, with `{name}` for the member. */
  confirm: string;
  onConfirmed: () => void;
};

/** A button that does something to one member after asking; its name says whom (`Remove Ada`). */
function MemberAction({ isDanger = false, label, memberName, confirm, onConfirmed }: MemberActionProps) {
  return (
    <button
      type="button"
      className={isDanger ? buttonDanger : buttonSecondary}
      onClick={() => {
        if (window.confirm(formatMessage(confirm, { name: memberName }))) onConfirmed();
      }}
    >
      {label}
      <span className="sr-only"> {memberName}</span>
    </button>
  );
}
