import type { Database } from '@sitedesk/db/client';
import type { EventBus } from '../../../platform/events/event-bus';
import { toInquiryListItem } from './inquiry-item';
import { selectInquiryItems, selectReaders } from './repository';

/**
 * After a committed change: sends the inquiries' current rows to every open desk, each copy with its
 * recipient's read state, at the cursor of the change's activity row (as `service.update` does).
 */
export async function publishInquiriesUpdated(
  db: Database,
  events: EventBus,
  changes: readonly { id: string; cursor: number }[],
): Promise<void> {
  const ids = changes.map((change) => change.id);
  const [rows, readers] = await Promise.all([selectInquiryItems(db, ids), selectReaders(db, ids)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const { id, cursor } of changes) {
    const row = byId.get(id);
    if (!row) continue;
    events.publish({
      event: { type: 'inquiry.updated', inquiry: toInquiryListItem(row, true) },
      cursor,
      readBy: readers.get(id) ?? [],
    });
  }
}
