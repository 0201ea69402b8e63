import { productFields } from '@sitedesk/db/content-schema';
import type { ProductFields } from '@sitedesk/shared/product-fields-api';
import type { TopicFieldDefinition } from '@sitedesk/shared/topic-fields';
import { inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../editing/repository';

/** Every product's fields that has any (decision 243), by entry id: the renderer gives them to the form. */
export async function selectProductFields(db: Queryable): Promise<ProductFields> {
  const rows = await db
    .select({ entryId: productFields.entryId, fields: productFields.fields })
    .from(productFields);
  return Object.fromEntries(
    rows.filter((row) => row.fields.length > 0).map((row) => [row.entryId, row.fields]),
  );
}

/** The fields of these products as they are now: what a submitted request's lines are checked against. */
export async function selectFieldsOfProducts(
  db: Queryable,
  entryIds: readonly string[],
): Promise<ProductFields> {
  if (entryIds.length === 0) return {};
  const rows = await db
    .select({ entryId: productFields.entryId, fields: productFields.fields })
    .from(productFields)
    .where(inArray(productFields.entryId, [...entryIds]));
  return Object.fromEntries(rows.map((row) => [row.entryId, row.fields]));
}

/** Replaces one product's fields (only the service writes them, after the shared schema checked them). */
export async function upsertProductFields(
  db: Queryable,
  entryId: string,
  fields: TopicFieldDefinition[],
  staffId: string,
): Promise<void> {
  const now = new Date();
  await db
    .insert(productFields)
    .values({ entryId, fields, updatedBy: staffId, updatedAt: now })
    .onConflictDoUpdate({
      target: productFields.entryId,
      set: { fields, updatedBy: staffId, updatedAt: now },
    });
}

/** Changes whenever a product's fields change: part of the sections' stamp, as the contact page shows them. */
export async function selectProductFieldsStamp(db: Queryable): Promise<string> {
  const [row] = await db
    .select({
      digest: sql<
        string | null
      >`md5(string_agg(${productFields.entryId}::text || '=' || ${productFields.fields}::text, ',' order by ${productFields.entryId}))`,
    })
    .from(productFields);
  return row?.digest ?? '-';
}
