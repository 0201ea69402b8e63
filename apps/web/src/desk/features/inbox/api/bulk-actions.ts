import type { BulkActionRequest, BulkActionResult, BulkUndoResult } from '@sitedesk/shared/tags-api';
import { requestJson } from '../../../lib/api-client';

/** POST /api/desk/inquiries/bulk */
export function applyBulkAction(request: BulkActionRequest): Promise<BulkActionResult> {
  return requestJson<BulkActionResult>('/api/desk/inquiries/bulk', { method: 'POST', json: request });
}

/** POST /api/desk/inquiries/bulk/undo */
export function undoBulkAction(token: string): Promise<BulkUndoResult> {
  return requestJson<BulkUndoResult>('/api/desk/inquiries/bulk/undo', { method: 'POST', json: { token } });
}
