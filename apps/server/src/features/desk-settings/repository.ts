import type { Database } from '@sitedesk/db/client';
import { deskSettings } from '@sitedesk/db/desk-schema';
import { type DeskSettings, deskSettingsSchema } from '@sitedesk/shared/desk-api';
import { sql } from 'drizzle-orm';

const defaults: DeskSettings = { notifyByTopic: {}, retentionDays: null };

/** The desk settings, each key validated on the way out too: a bad stored value falls back to its default. */
export async function readDeskSettings(db: Database): Promise<DeskSettings> {
  const rows = await db.select({ key: deskSettings.key, value: deskSettings.value }).from(deskSettings);
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  const parsed = deskSettingsSchema.safeParse({ ...defaults, ...stored });
  return parsed.success ? parsed.data : defaults;
}

export async function writeDeskSettings(
  db: Database,
  settings: DeskSettings,
  updatedBy: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [key, setting] of Object.entries(settings)) {
      // Drizzle writes `null` as SQL NULL, which the NOT NULL column refuses; JSON `null` is the stored
      // value that means "none" (`retentionDays: null` keeps inquiries for ever), and keeps who set it.
      const value = setting === null ? sql`'null'::jsonb` : setting;
      await tx
        .insert(deskSettings)
        .values({ key, value, updatedBy })
        .onConflictDoUpdate({ target: deskSettings.key, set: { value, updatedBy, updatedAt: new Date() } });
    }
  });
}

/** The extra recipients of a new inquiry's notification for its topic (NOTIFY_TO gets it anyway). */
export async function notificationRecipientsFor(db: Database, topic: string): Promise<string[]> {
  const settings = await readDeskSettings(db);
  return Object.hasOwn(settings.notifyByTopic, topic) ? (settings.notifyByTopic[topic] ?? []) : [];
}
