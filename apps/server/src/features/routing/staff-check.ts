import { user } from '@sitedesk/db/auth-schema';
import type { Database } from '@sitedesk/db/client';
import { can, isStaffRole } from '@sitedesk/shared/permissions';
import { inArray } from 'drizzle-orm';
import { AppError } from '../../http/app-error';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Refuses (422, each unknown id's field named) ids that are not staff members who read inquiries: only
 * they can be given an inquiry. `field(index)` names the field of the id at `index`.
 */
export async function requireInquiryReaders(
  db: Database | Transaction,
  ids: readonly string[],
  field: (index: number) => string,
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: user.id, role: user.role })
    .from(user)
    .where(inArray(user.id, [...ids]));
  const readers = new Set(
    rows.filter((row) => isStaffRole(row.role) && can(row.role, 'inquiries:read')).map((row) => row.id),
  );
  const fields: Record<string, { code: string }> = {};
  ids.forEach((id, index) => {
    if (!readers.has(id)) fields[field(index)] = { code: 'unknown_member' };
  });
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
}
