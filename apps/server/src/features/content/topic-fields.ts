import type { Database } from '@sitedesk/db/client';
import type { InquiryTopic } from '@sitedesk/shared/inquiry-fields';
import { inquiryTopics } from '@sitedesk/shared/inquiry-fields';
import type { Locale } from '@sitedesk/shared/locales';
import { can } from '@sitedesk/shared/permissions';
import type { TopicFieldDefinition } from '@sitedesk/shared/topic-fields';
import type { TopicFieldsOverview } from '@sitedesk/shared/topic-fields-api';
import { AppError } from '../../http/app-error';
import type { Staff } from '../../platform/auth/staff';
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
    return {
      topics: inquiryTopics.map((topic) => ({ topic, fields: fields[topic] })),
      siteLocales: await deps.siteLocales(),
    };
  }

  return {
    async overview(staff: Staff): Promise<TopicFieldsOverview> {
      assertCanEdit(staff);
      return overview();
    },
    async save(
      staff: Staff,
      topic: InquiryTopic,
      fields: TopicFieldDefinition[],
    ): Promise<TopicFieldsOverview> {
      assertCanEdit(staff);
      await upsertTopicFields(db, topic, fields, staff.userId);
      await deps.onChanged();
      return overview();
    },
  };
}
