import type { Database } from '@sitedesk/db/client';
import { defaultLocale, type Locale } from '@sitedesk/shared/locales';
import { can } from '@sitedesk/shared/permissions';
import type { ProductFieldsOverview } from '@sitedesk/shared/product-fields-api';
import type { TopicFieldDefinition } from '@sitedesk/shared/topic-fields';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { Staff } from '../../platform/auth/staff';
import { isProductEntry } from './product-entry';
import { selectFieldsOfProducts, upsertProductFields } from './product-fields-repository';

export type ProductFieldsService = ReturnType<typeof createProductFieldsService>;

const uuid = z.uuid();

/**
 * A product's own fields, its variants and options (decision 243), kept as the topics' extra fields are
 * (decision 225): a save is live at once and renders the pages again, as the request form shows them.
 */
export function createProductFieldsService(deps: {
  db: Database;
  /** The languages the site offers now: the ones the editor labels in. */
  siteLocales: () => Promise<Locale[]>;
  /** Renders the pages with the new fields and tells the other instances; resolves when they are live. */
  onChanged: () => Promise<void>;
}) {
  const { db } = deps;

  async function requireEditableProduct(staff: Staff, entryId: string): Promise<void> {
    if (!can(staff.role, 'content:edit')) throw new AppError('forbidden');
    if (!uuid.safeParse(entryId).success || !(await isProductEntry(db, entryId, defaultLocale))) {
      throw new AppError('entry_not_found');
    }
  }

  async function overview(entryId: string): Promise<ProductFieldsOverview> {
    const fields = await selectFieldsOfProducts(db, [entryId]);
    return { entryId, fields: fields[entryId] ?? [], siteLocales: await deps.siteLocales() };
  }

  return {
    async read(staff: Staff, entryId: string): Promise<ProductFieldsOverview> {
      await requireEditableProduct(staff, entryId);
      return overview(entryId);
    },
    async save(
      staff: Staff,
      entryId: string,
      fields: TopicFieldDefinition[],
    ): Promise<ProductFieldsOverview> {
      await requireEditableProduct(staff, entryId);
      await upsertProductFields(db, entryId, fields, staff.userId);
      await deps.onChanged();
      return overview(entryId);
    },
  };
}
