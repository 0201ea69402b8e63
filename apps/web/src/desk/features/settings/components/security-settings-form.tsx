import type { SecuritySettings } from '@sitedesk/shared/account-security-api';
import { staffRoles } from '@sitedesk/shared/permissions';
import { type FormEvent, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { useAction } from '../../../lib/use-action';
import { useSession } from '../../../session/session-context';
import { Alert } from '../../../ui/alert';
import { CheckboxField } from '../../../ui/field';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { buttonPrimary, cardClass } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { saveSecuritySettings, useSecuritySettings } from '../api/security-settings';

/** "Require a second factor", for everyone or by role. Admins change only what concerns non-owners. */
export function SecuritySettingsSection() {
  const settings = useSecuritySettings();
  return settings.error && !settings.data ? (
    <LoadError error={settings.error} onRetry={settings.reload} />
  ) : !settings.data ? (
    <Loading />
  ) : (
    <SecuritySettingsForm initial={settings.data} />
  );
}

function SecuritySettingsForm({ initial }: { initial: SecuritySettings }) {
  const { t } = useDeskI18n();
  const messages = t.account.security;
  const { me } = useSession();
  const isOwner = me.role === 'owner';
  const errorMessage = useErrorMessage();
  const [settings, setSettings] = useState(initial);
  const [isSaved, setIsSaved] = useState(false);
  const action = useAction(saveSecuritySettings);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSaved(false);
    const result = await action.run(settings);
    if (result.ok) {
      setSettings(result.value);
      setIsSaved(true);
    }
  };
  const toggleRole = (role: (typeof staffRoles)[number], isOn: boolean) =>
    setSettings((current) => ({
      ...current,
      requireTwoFactorRoles: isOn
        ? [...current.requireTwoFactorRoles, role]
        : current.requireTwoFactorRoles.filter((entry) => entry !== role),
    }));

  return (
    <section aria-labelledby="security-settings-heading" className={cardClass}>
      <h2 id="security-settings-heading" className="mb-2 text-2xl text-petrol-900">
        {messages.heading}
      </h2>
      <p className="mb-4">{messages.intro}</p>
      <form onSubmit={onSubmit} className="space-y-4">
        {isSaved && <Alert tone="success">{messages.saved}</Alert>}
        {Boolean(action.error) && <Alert tone="error">{errorMessage(action.error)}</Alert>}
        <CheckboxField
          label={messages.everyone}
          isDisabled={!isOwner}
          checked={settings.requireTwoFactor}
          onCheckedChange={(requireTwoFactor) => setSettings({ ...settings, requireTwoFactor })}
        />
        <fieldset disabled={settings.requireTwoFactor}>
          <legend className="mb-2 font-semibold text-steel-800">{messages.byRole}</legend>
          <div className="flex flex-wrap gap-4">
            {staffRoles.map((role) => (
              <CheckboxField
                key={role}
                label={t.roles[role]}
                isDisabled={role === 'owner' && !isOwner}
                checked={settings.requireTwoFactorRoles.includes(role)}
                onCheckedChange={(checked) => toggleRole(role, checked)}
              />
            ))}
          </div>
        </fieldset>
        {!isOwner && <p className="text-sm text-steel-700">{messages.ownersOnly}</p>}
        <button type="submit" className={buttonPrimary} disabled={action.isPending}>
          {messages.save}
        </button>
      </form>
    </section>
  );
}
