import type { DevMailbox } from '@sitedesk/shared/desk-api';
import { toQueryString } from '../../../lib/api-client';
import { type Resource, useResource } from '../../../lib/use-resource';

/** GET /api/desk/mailbox — e-mails kept by the dev mailer, newest first (owner, admin; 404 unless MAIL_DRIVER=dev). */
export function useMailbox(enabled = true, page = 1): Resource<DevMailbox> {
  return useResource<DevMailbox>(
    enabled ? `/api/desk/mailbox${toQueryString({ page, pageSize: 25 })}` : null,
  );
}
