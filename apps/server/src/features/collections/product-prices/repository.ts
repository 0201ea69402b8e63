import { contentEntries, productPrices } from '@sitedesk/db/content-schema';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../editing/repository';

/** `variantField`/`variantChoice` are both `''` for the base price (decision 250). */
export type PriceRow = {
  entryId: string;
  currency: string;
  unitPriceMinor: number;
  unit: string | null;
  variantField: string;
  variantChoice: string;
};

const priceColumns = {
  entryId: productPrices.entryId,
  currency: productPrices.currency,
  unitPriceMinor: productPrices.unitPriceMinor,
  unit: productPrices.unit,
  variantField: productPrices.variantField,
  variantChoice: productPrices.variantChoice,
};

export function selectPrices(db: Queryable, entryIds: readonly string[]): Promise<PriceRow[]> {
  if (entryIds.length === 0) return Promise.resolve([]);
  return db
    .select(priceColumns)
    .from(productPrices)
    .where(inArray(productPrices.entryId, [...entryIds]))
    .orderBy(asc(productPrices.currency), asc(productPrices.variantField), asc(productPrices.variantChoice));
}

/** The product's whole list replaced: a currency left out is no longer priced. */
export async function replacePrices(
  tx: Transaction,
  entryId: string,
  rows: readonly Omit<PriceRow, 'entryId'>[],
  updatedBy: string,
): Promise<void> {
  // Two saves of one product at once would both delete, then both insert the same keys: the second waits.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`product-prices:${entryId}`}))`);
  await tx.delete(productPrices).where(eq(productPrices.entryId, entryId));
  if (rows.length === 0) return;
  await tx.insert(productPrices).values(rows.map((row) => ({ ...row, entryId, updatedBy })));
}

/** Every product's default-language row: its name comes from the live document, else the draft. */
export function selectProductNames(db: Queryable, locale: string) {
  return db
    .select({ id: contentEntries.id, draft: contentEntries.draft, published: contentEntries.published })
    .from(contentEntries)
    .where(and(eq(contentEntries.collection, 'products'), eq(contentEntries.locale, locale)));
}
