import type { Database } from '@sitedesk/db/client';
import type { TopicDefinition } from '@sitedesk/shared/inquiry-topics';
import { inquiryTopicLimits, isBuiltInTopic } from '@sitedesk/shared/inquiry-topics';
import type { TopicsOverview } from '@sitedesk/shared/inquiry-topics-api';
import type { Locale } from '@sitedesk/shared/locales';
import { can } from '@sitedesk/shared/permissions';
import { sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { Staff } from '../../platform/auth/staff';
import {
  deleteFieldsOfTopics,
  forgetTopics,
  replaceTopicDefinitions,
  selectTopicDefinitions,
  selectTopicsInUse,
  topicsLock,
} from './inquiry-topics-repository';

export type InquiryTopicsService = ReturnType<typeof createInquiryTopicsService>;

/**
 * The form's topics as editors arrange them (issue 27 §1, decision 245). Every staff member reads them (the
 * desk names topics everywhere); editors change them, live at once like the topics' extra fields.
 */
export function createInquiryTopicsService(deps: {
  db: Database;
  siteLocales: () => Promise<Locale[]>;
  /** Renders the pages with the new topics and tells the other instances; resolves when they are live. */
  onChanged: () => Promise<void>;
}) {
  const { db } = deps;

  async function overview(): Promise<TopicsOverview> {
    return { topics: await selectTopicDefinitions(db), siteLocales: await deps.siteLocales() };
  }

  return {
    overview,
    /**
     * Saves the list. An added topic left out is removed with its extra fields, unless inquiries were sent
     * with it: then it stays, hidden, at the end, so those inquiries keep its name.
     */
    async save(staff: Staff, topics: TopicDefinition[]): Promise<TopicsOverview> {
      if (!can(staff.role, 'content:edit')) throw new AppError('forbidden');
      await db.transaction(async (tx) => {
        // Two editors saving at once: one after the other, never a half-replaced list.
        await tx.execute(sql`select pg_advisory_xact_lock(${topicsLock})`);
        const current = await selectTopicDefinitions(tx);
        const keys = new Set(topics.map((topic) => topic.key));
        const removed = current.filter((topic) => !keys.has(topic.key) && !isBuiltInTopic(topic.key));
        const inUse = await selectTopicsInUse(
          tx,
          removed.map((topic) => topic.key),
        );
        const kept = removed
          .filter((topic) => inUse.has(topic.key))
          .map((topic) => ({ ...topic, isHidden: true }));
        if (topics.length + kept.length > inquiryTopicLimits.topicsMaxCount) {
          throw new AppError('validation_failed', { fields: { topics: { code: 'too_big' } } });
        }
        await replaceTopicDefinitions(tx, [...topics, ...kept], staff.userId);
        const dropped = removed.filter((topic) => !inUse.has(topic.key)).map((topic) => topic.key);
        await deleteFieldsOfTopics(tx, dropped);
        await forgetTopics(tx, dropped);
      });
      await deps.onChanged();
      return overview();
    },
  };
}
