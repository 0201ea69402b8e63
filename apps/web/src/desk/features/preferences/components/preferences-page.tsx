import { useDeskI18n } from '../../../app/desk-i18n';
import { useStaffPreferences } from '../../../preferences/staff-preferences';
import { Loaded } from '../../../ui/loaded';
import { PageHeading } from '../../../ui/page-heading';
import { cardClass } from '../../../ui/styles';
import { useMySessions } from '../../account/api/sessions';
import { ChangePasswordForm } from '../../account/components/change-password-form';
import { PasskeysSection } from '../../account/components/passkeys-section';
import { SessionsList } from '../../account/components/sessions-list';
import { TwoFactorSection } from '../../account/components/two-factor-section';
import { AwayForm } from '../../routing/components/away-form';
import { PreferencesForm } from './preferences-form';
import { ShortcutPreferenceField } from './shortcut-preference-field';

/**
 * Every member's own page ("My account"), whatever their role: signature and reply notifications, and the
 * account's security: two factors, password, sessions (decision 184).
 */
export function PreferencesPage() {
  const { t } = useDeskI18n();
  const preferences = useStaffPreferences();
  const sessions = useMySessions();
  return (
    <div className="space-y-6">
      <PageHeading title={t.conversation.preferences.title}>{t.conversation.preferences.title}</PageHeading>
      <div className={cardClass}>
        <Loaded resource={preferences}>{(data) => <PreferencesForm initial={data} />}</Loaded>
      </div>
      <div className={cardClass}>
        <ShortcutPreferenceField />
      </div>
      <AwayForm />
      <TwoFactorSection />
      <PasskeysSection />
      <ChangePasswordForm onChanged={sessions.reload} />
      <SessionsList sessions={sessions} />
    </div>
  );
}
