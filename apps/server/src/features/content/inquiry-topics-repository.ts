import { inquiryTopicFields, inquiryTopicList } from '@sitedesk/db/content-schema';
import { deskSettings } from '@sitedesk/db/desk-schema';
import { routingRules } from '@sitedesk/db/routing-schema';
import { inquiries } from '@sitedesk/db/schema';
import { builtInTopicDefinitions, type TopicDefinition } from '@sitedesk/shared/inquiry-topics';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../editing/repository';

/**
 * The form's topics in the editors' order (decision 245). A built-in topic no row names is offered after
 * the others, as before any editor arranged them: the table holds only what editors changed.
 */
export async function selectTopicDefinitions(db: Queryable): Promise<TopicDefinition[]> {
  const rows = await db
    .select({
      key: inquiryTopicList.key,
      labels: inquiryTopicList.labels,
      isHidden: inquiryTopicList.isHidden,
    })
    .from(inquiryTopicList)
    .orderBy(asc(inquiryTopicList.position), asc(inquiryTopicList.key));
  const stored = rows.map((row) => ({ key: row.key, labels: row.labels ?? null, isHidden: row.isHidden }));
  const storedKeys = new Set(stored.map((topic) => topic.key));
  return [...stored, ...builtInTopicDefinitions.filter((topic) => !storedKeys.has(topic.key))];
}

/** Whether the form offers this topic now: what a sent inquiry is checked against. */
export async function offeredTopic(db: Queryable, key: string): Promise<TopicDefinition | undefined> {
  return (await selectTopicDefinitions(db)).find((topic) => topic.key === key && !topic.isHidden);
}

/** The lock an editor's save of the topics takes; an arriving inquiry takes it shared. */
export const topicsLock = sql`hashtext('inquiry_topics')`;

/**
 * `offeredTopic` inside an inquiry's transaction, after any save of the topics in progress: a save that
 * removes a topic as unused waits for this inquiry, or this inquiry sees the topic gone.
 */
export async function offeredTopicWhileSaved(
  tx: Queryable,
  key: string,
): Promise<TopicDefinition | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${topicsLock})`);
  return offeredTopic(tx, key);
}

/**
 * A removed topic leaves nothing that names it: its recipients in the desk settings and its place in
 * routing rules go, so a topic added later under the same key starts with neither. A rule left with no topic
 * keeps `[]`, which matches no topic, as it matched none once the topic was gone.
 */
export async function forgetTopics(db: Queryable, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const removed = sql`array[${sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  )}]::text[]`;
  await db
    .update(deskSettings)
    .set({ value: sql`${deskSettings.value} - ${removed}` })
    .where(eq(deskSettings.key, 'notifyByTopic'));
  await db
    .update(routingRules)
    .set({
      topics: sql`coalesce((select jsonb_agg(topic) from jsonb_array_elements_text(${routingRules.topics}) as topic where topic <> all(${removed})), '[]'::jsonb)`,
    })
    .where(sql`${routingRules.topics} ?| ${removed}`);
}

/** Replaces the list: the given topics in this order, nothing else (only the service writes it). */
export async function replaceTopicDefinitions(
  db: Queryable,
  topics: readonly TopicDefinition[],
  staffId: string,
): Promise<void> {
  const now = new Date();
  await db.delete(inquiryTopicList);
  await db.insert(inquiryTopicList).values(
    topics.map((topic, position) => ({
      key: topic.key,
      labels: topic.labels,
      position,
      isHidden: topic.isHidden,
      updatedBy: staffId,
      updatedAt: now,
    })),
  );
}

/** Of these topics, the ones some inquiry was sent with. */
export async function selectTopicsInUse(db: Queryable, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ topic: inquiries.topic })
    .from(inquiries)
    .where(inArray(inquiries.topic, [...keys]));
  return new Set(rows.map((row) => row.topic));
}

/** A removed topic's extra fields go with it. */
export async function deleteFieldsOfTopics(db: Queryable, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(inquiryTopicFields).where(inArray(inquiryTopicFields.topic, [...keys]));
}

/** Changes whenever the topics change: part of the sections' stamp, as the contact page lists them. */
export async function selectTopicsStamp(db: Queryable): Promise<string> {
  const [row] = await db
    .select({
      digest: sql<
        string | null
      >`md5(string_agg(${inquiryTopicList.key} || ':' || ${inquiryTopicList.position} || ':' || ${inquiryTopicList.isHidden} || ':' || coalesce(${inquiryTopicList.labels}::text, ''), ',' order by ${inquiryTopicList.key}))`,
    })
    .from(inquiryTopicList);
  return row?.digest ?? '-';
}
