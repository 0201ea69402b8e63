import { Link } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { Loaded } from '../../../ui/loaded';
import { PageHeading } from '../../../ui/page-heading';
import { linkClass } from '../../../ui/styles';
import { useDeskSettings } from '../api/desk-settings';
import { SecuritySettingsSection } from './security-settings-form';
import { SettingsForm } from './settings-form';
import { TagSettings } from './tag-settings';

export function SettingsPage() {
  const { t } = useDeskI18n();
  const settings = useDeskSettings();
  return (
    <div className="space-y-6">
      <PageHeading title={t.settings.title}>{t.settings.title}</PageHeading>
      <p>
        <Link to="/desk/settings/templates" className={linkClass}>
          {t.conversation.templates.manage}
        </Link>
      </p>
      <Loaded resource={settings}>{(data) => <SettingsForm initial={data} />}</Loaded>
      <SecuritySettingsSection />
      <TagSettings />
    </div>
  );
}
