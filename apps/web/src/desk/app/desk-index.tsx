import { Navigate } from 'react-router';
import { InboxPage } from '../features/inbox/components/inbox-page';
import { useCan } from '../session/session-context';
import { RequirePermission } from './require-permission';

/**
 * `/desk`: the inbox for those who read inquiries. Editors only work on the site's content, so they start
 * there instead of on a page their role refuses.
 */
export function DeskIndex() {
  const canReadInquiries = useCan('inquiries:read');
  const canEditContent = useCan('content:edit');
  if (!canReadInquiries && canEditContent) return <Navigate to="/desk/content" replace />;
  return (
    <RequirePermission permission="inquiries:read">
      <InboxPage />
    </RequirePermission>
  );
}
