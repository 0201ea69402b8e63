import type { ApiKeyScope } from '@sitedesk/shared/api-keys-api';
import { useDeskI18n } from '../../../app/desk-i18n';

/** A scope as the desk names it, in the member's language. */
export function useScopeName(): (scope: ApiKeyScope) => string {
  const { t } = useDeskI18n();
  const names = t.apiKeys.scopeNames;
  const byScope: Record<ApiKeyScope, string> = {
    'inquiries:read': names.inquiriesRead,
    'inquiries:write': names.inquiriesWrite,
    'content:read': names.contentRead,
    'webhooks:manage': names.webhooksManage,
    'people:export': names.peopleExport,
    'people:erase': names.peopleErase,
  };
  return (scope) => byScope[scope];
}
