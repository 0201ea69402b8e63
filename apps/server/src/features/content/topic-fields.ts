import type { Database } from '@sitedesk/db/client';
import type { Locale } from '@sitedesk/shared/locales';
import { can } from '@sitedesk/shared/permissions';
import type { TopicFieldDefinition } from '@sitedesk/shared/topic-fields';
import type { TopicFieldsOverview } from '@sitedesk/shared/topic-fields-api';
import { sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { Staff } from '../../platform/auth/staff';
import { selectTopicDefinitions, topicsLock } from './inquiry-topics-repository';
import { selectTopicFields, upsertTopicFields } from './topic-fields-repository';

export type TopicFieldsService = ReturnType<typeof createTopicFieldsService>;

/**
 * The extra fields editors define per inquiry topic (decision 225). A save is live at once, like a
 * language's change: the pages render again here and the other instances hear of it.
 */
export function createTopicFieldsService(deps: {
  db: Database;
  /** The languages the site offers now: the ones the editor screen asks labels in. */
  siteLocales: () => Promise<Locale[]>;
  /** Renders the pages with the new fields and tells the other instances; resolves when they are live. */
  onChanged: () => Promise<void>;
}) {
  const { db } = deps;

  function assertCanEdit(staff: Staff): void {
    if (!can(staff.role, 'content:edit')) throw new AppError('forbidden');
  }

  async function overview(): Promise<TopicFieldsOverview> {
    const fields = await selectTopicFields(db);
    const topics = await selectTopicDefinitions(db);
    return {
      topics: topics.map(({ key }) => ({ topic: key, fields: fields[key] ?? [] })),
      siteLocales: await deps.siteLocales(),
    };
  }

  return {
    async overview(staff: Staff): Promise<TopicFieldsOverview> {
      assertCanEdit(staff);
      return overview();
    },
    async save(staff: Staff, topic: string, fields: TopicFieldDefinition[]): Promise<TopicFieldsOverview> {
      assertCanEdit(staff);
      // Only a topic that exists, offered or hidden, has fields (decision 245); checked under the topics'
      // lock, so a save of the topics removing it cannot slip in between.
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${topicsLock})`);
        const topics = await selectTopicDefinitions(tx);
        if (!topics.some(({ key }) => key === topic)) throw new AppError('not_found');
        await upsertTopicFields(tx, topic, fields, staff.userId);
      });
      await deps.onChanged();
      return overview();
    },
  };
}
