import type { Database } from '@sitedesk/db/client';
import { staffPreferences } from '@sitedesk/db/conversation-schema';
import type { StaffPreferences, StaffPreferencesRequest } from '@sitedesk/shared/conversation-api';
import { type DeskLocale, isDeskLocale } from '@sitedesk/shared/locales';
import { eq } from 'drizzle-orm';

/**
 * A member who never saved preferences has no signature and every e-mail switch on; the form suggests the
 * language the desk is shown in (`suggestedLocale`) until they choose.
 */
export async function readStaffPreferences(
  db: Database,
  userId: string,
  suggestedLocale: DeskLocale,
): Promise<StaffPreferences> {
  const [row] = await db
    .select({
      signature: staffPreferences.signature,
      notifyOnReply: staffPreferences.notifyOnReply,
      emailLocale: staffPreferences.emailLocale,
      notifyOnAssigned: staffPreferences.notifyOnAssigned,
      notifyOnOverdue: staffPreferences.notifyOnOverdue,
    })
    .from(staffPreferences)
    .where(eq(staffPreferences.userId, userId));
  if (!row) {
    return {
      signature: '',
      notifyOnReply: true,
      emailLocale: suggestedLocale,
      notifyOnAssigned: true,
      notifyOnOverdue: true,
    };
  }
  return { ...row, emailLocale: isDeskLocale(row.emailLocale) ? row.emailLocale : suggestedLocale };
}

/** Saves what the request names; a switch it leaves out (a client from before it existed) stays as it is. */
export async function saveStaffPreferences(
  db: Database,
  userId: string,
  preferences: StaffPreferencesRequest,
): Promise<StaffPreferences> {
  const given = Object.fromEntries(
    Object.entries(preferences).filter(([, value]) => value !== undefined),
  ) as StaffPreferencesRequest;
  await db
    .insert(staffPreferences)
    .values({ userId, ...given })
    .onConflictDoUpdate({
      target: staffPreferences.userId,
      set: { ...given, updatedAt: new Date() },
    });
  return readStaffPreferences(db, userId, preferences.emailLocale);
}
