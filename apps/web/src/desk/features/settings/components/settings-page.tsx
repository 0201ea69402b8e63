import { Link } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { useCan } from '../../../session/session-context';
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
  const canManageWebhooks = useCan('webhooks:manage');
  const canManageApiKeys = useCan('apikeys:manage');
  return (
    <div className="space-y-6">
      <PageHeading title={t.settings.title}>{t.settings.title}</PageHeading>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link to="/desk/settings/templates" className={linkClass}>
            {t.conversation.templates.manage}
          </Link>
        </li>
        {canManageWebhooks && (
          <li>
            <Link to="/desk/settings/webhooks" className={linkClass}>
              {t.webhooks.manage}
            </Link>
          </li>
        )}
        {canManageApiKeys && (
          <li>
            <Link to="/desk/settings/api-keys" className={linkClass}>
              {t.apiKeys.manage}
            </Link>
          </li>
        )}
      </ul>
      <Loaded resource={settings}>{(data) => <SettingsForm initial={data} />}</Loaded>
      <SecuritySettingsSection />
      <TagSettings />
    </div>
  );
}
