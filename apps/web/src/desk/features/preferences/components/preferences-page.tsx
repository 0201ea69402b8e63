import { useDeskI18n } from '../../../app/desk-i18n';
import { useStaffPreferences } from '../../../preferences/staff-preferences';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { PageHeading } from '../../../ui/page-heading';
import { cardClass } from '../../../ui/styles';
import { AwayForm } from '../../routing/components/away-form';
import { PreferencesForm } from './preferences-form';
import { ShortcutPreferenceField } from './shortcut-preference-field';

/** Every member's own page, whatever their role: signature and reply notifications. */
export function PreferencesPage() {
  const { t } = useDeskI18n();
  const preferences = useStaffPreferences();
  return (
    <div className="space-y-6">
      <PageHeading title={t.conversation.preferences.title}>{t.conversation.preferences.title}</PageHeading>
      <div className={cardClass}>
        {preferences.error && !preferences.data ? (
          <LoadError error={preferences.error} onRetry={preferences.reload} />
        ) : !preferences.data ? (
          <Loading />
        ) : (
          <PreferencesForm initial={preferences.data} />
        )}
      </div>
      <div className={cardClass}>
        <ShortcutPreferenceField />
      </div>
      <AwayForm />
    </div>
  );
}
