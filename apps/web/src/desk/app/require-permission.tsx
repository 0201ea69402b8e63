import type { Permission } from '@sitedesk/shared/permissions';
import type { ReactNode } from 'react';
import { useCan } from '../session/session-context';
import { Alert } from '../ui/alert';
import { PageHeading } from '../ui/page-heading';
import { useDeskI18n } from './desk-i18n';

/** Shows a page only to roles that may use it; others get a plain explanation instead of failing requests. */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { t } = useDeskI18n();
  if (useCan(permission)) return children;
  return (
    <div className="space-y-4">
      <PageHeading title={t.errors.forbidden}>{t.errors.forbidden}</PageHeading>
      <Alert tone="error">{t.errors.forbidden}</Alert>
    </div>
  );
}
