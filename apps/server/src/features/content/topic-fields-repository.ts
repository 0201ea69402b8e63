import { inquiryTopicFields } from '@sitedesk/db/content-schema';
import type { TopicFieldDefinition, TopicFields } from '@sitedesk/shared/topic-fields';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../editing/repository';

/** Every topic's extra fields by topic key (decision 225); a topic without a row has none. */
export async function selectTopicFields(db: Queryable): Promise<TopicFields> {
  const rows = await db.select().from(inquiryTopicFields);
  return Object.fromEntries(rows.map((row) => [row.topic, row.fields]));
}

/** One topic's fields as they are now: what a submitted form is checked against. */
export async function selectFieldsOfTopic(db: Queryable, topic: string): Promise<TopicFieldDefinition[]> {
  const [row] = await db
    .select({ fields: inquiryTopicFields.fields })
    .from(inquiryTopicFields)
    .where(eq(inquiryTopicFields.topic, topic));
  return row?.fields ?? [];
}

/** Replaces one topic's fields (only the service writes them, after checking them with the shared schema). */
export async function upsertTopicFields(
  db: Queryable,
  topic: string,
  fields: TopicFieldDefinition[],
  staffId: string,
): Promise<void> {
  const now = new Date();
  await db
    .insert(inquiryTopicFields)
    .values({ topic, fields, updatedBy: staffId, updatedAt: now })
    .onConflictDoUpdate({
      target: inquiryTopicFields.topic,
      set: { fields, updatedBy: staffId, updatedAt: now },
    });
}

/** Changes whenever a topic's fields change: part of the sections' stamp, as the contact page shows them. */
export async function selectTopicFieldsStamp(db: Queryable): Promise<string> {
  const [row] = await db
    .select({
      digest: sql<
        string | null
      >`md5(string_agg(${inquiryTopicFields.topic} || '=' || ${inquiryTopicFields.fields}::text, ',' order by ${inquiryTopicFields.topic}))`,
    })
    .from(inquiryTopicFields);
  return row?.digest ?? '-';
}
