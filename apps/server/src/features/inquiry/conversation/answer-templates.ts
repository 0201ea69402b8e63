import { randomUUID } from 'node:crypto';
import type { Database } from '@sitedesk/db/client';
import { answerTemplates } from '@sitedesk/db/conversation-schema';
import {
  type AnswerTemplate,
  type AnswerTemplateList,
  type TemplatePurpose,
  templateBodyFits,
  templatePurposes,
} from '@sitedesk/shared/conversation-api';
import { defaultLocale, isLocale, type Locale } from '@sitedesk/shared/locales';
import { asc, eq } from 'drizzle-orm';
import { AppError } from '../../../http/app-error';
import { isUuid } from '../../../http/is-uuid';
import type { Staff } from '../../../platform/auth/staff';

type TemplateFields = { purpose: TemplatePurpose; locale: Locale; title: string; body: string };

/**
 * Canned answers and a quotation's standard terms: read by everyone who answers, written by those who
 * manage settings (the routes check).
 */
export function createAnswerTemplateService(db: Database) {
  return {
    async list(): Promise<AnswerTemplateList> {
      const rows = await db
        .select()
        .from(answerTemplates)
        .orderBy(
          asc(answerTemplates.purpose),
          asc(answerTemplates.locale),
          asc(answerTemplates.title),
          asc(answerTemplates.id),
        );
      return { items: rows.map(toTemplate) };
    },

    async create(staff: Staff, fields: TemplateFields): Promise<AnswerTemplate> {
      const [row] = await db
        .insert(answerTemplates)
        .values({ id: randomUUID(), ...fields, updatedBy: staff.userId })
        .returning();
      if (!row) throw new Error('The answer template was not written');
      return toTemplate(row);
    },

    async update(staff: Staff, id: string, change: Partial<TemplateFields>): Promise<AnswerTemplate> {
      if (!isUuid(id)) throw new AppError('not_found');
      const row = await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(answerTemplates)
          .where(eq(answerTemplates.id, id))
          .for('update');
        if (!current) throw new AppError('not_found');
        // A change of purpose or words alone must still leave words that fit where it is offered.
        if (!templateBodyFits(change.purpose ?? purposeOf(current), change.body ?? current.body)) {
          throw new AppError('validation_failed', { fields: { body: { code: 'too_long' } } });
        }
        const [updated] = await tx
          .update(answerTemplates)
          .set({ ...change, updatedBy: staff.userId, updatedAt: new Date() })
          .where(eq(answerTemplates.id, id))
          .returning();
        return updated;
      });
      if (!row) throw new AppError('not_found');
      return toTemplate(row);
    },

    async remove(id: string): Promise<void> {
      if (!isUuid(id)) throw new AppError('not_found');
      const deleted = await db
        .delete(answerTemplates)
        .where(eq(answerTemplates.id, id))
        .returning({ id: answerTemplates.id });
      if (deleted.length === 0) throw new AppError('not_found');
    },
  };
}

function toTemplate(row: typeof answerTemplates.$inferSelect): AnswerTemplate {
  return {
    id: row.id,
    purpose: purposeOf(row),
    locale: isLocale(row.locale) ? row.locale : defaultLocale,
    title: row.title,
    body: row.body,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function purposeOf(row: typeof answerTemplates.$inferSelect): TemplatePurpose {
  return templatePurposes.find((purpose) => purpose === row.purpose) ?? 'answer';
}
