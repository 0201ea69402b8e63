import type { Database } from '@sitedesk/db/client';
import { entryTitle } from '@sitedesk/shared/collections/entries';
import { defaultLocale } from '@sitedesk/shared/locales';
import type { ProductFields } from '@sitedesk/shared/product-fields-api';
import type {
  ProductPrice,
  ProductPrices,
  ProductPriceVariant,
  QuoteCatalogueProduct,
} from '@sitedesk/shared/product-prices-api';
import { fromMinorUnits, toMinorUnits } from '@sitedesk/shared/quote-money';
import type { QuantityUnit } from '@sitedesk/shared/quote-request';
import type { TopicFieldDefinition } from '@sitedesk/shared/topic-fields';
import { z } from 'zod';
import { AppError } from '../../../http/app-error';
import { requireCan } from '../../../http/require-permission';
import type { Staff } from '../../../platform/auth/staff';
import { isProductEntry } from '../../content/product-entry';
import { selectFieldsOfProducts } from '../../content/product-fields-repository';
import { type PriceRow, replacePrices, selectPrices, selectProductNames } from './repository';

const uuid = z.uuid();

function priceOf(row: PriceRow): ProductPrice {
  return {
    currency: row.currency,
    unitPrice: fromMinorUnits(row.unitPriceMinor, row.currency),
    unit: row.unit as QuantityUnit | null,
    variant: row.variantField === '' ? null : { field: row.variantField, choice: row.variantChoice },
  };
}

/** The product's variants: its `choice` fields, in its order (decision 250). */
function variantFieldsOf(fields: readonly TopicFieldDefinition[]): ProductPrices['variantFields'] {
  return fields
    .filter((field) => field.type === 'choice')
    .map((field) => ({ key: field.key, labels: field.labels, choices: field.choices ?? [] }));
}

/** Where a price stands in the product's order: its field's place, then its option's; the base price first. */
type VariantRank = { fieldAt: number; choiceAt: number };

/** The variant's rank, `undefined` for a variant the product does not offer (now). */
function variantRank(
  variantFields: ProductPrices['variantFields'],
  variant: ProductPriceVariant | null,
): VariantRank | undefined {
  if (variant === null) return { fieldAt: -1, choiceAt: -1 };
  const fieldAt = variantFields.findIndex((field) => field.key === variant.field);
  const choiceAt = (variantFields[fieldAt]?.choices ?? []).findIndex(
    (choice) => choice.key === variant.choice,
  );
  return fieldAt < 0 || choiceAt < 0 ? undefined : { fieldAt, choiceAt };
}

function nameOf(document: unknown): string {
  return typeof document === 'object' && document !== null ? entryTitle('products', document as never) : '';
}

/**
 * Products' list prices (decision 233). Editors read and replace them (`content:edit`); sales reads them in
 * the quotation editor's catalogue (`inquiries:reply`), where a price is only a suggestion: the quotation
 * stores whatever price sales sends, checked as any other.
 */
export function createProductPriceService(deps: { db: Database }) {
  const { db } = deps;

  async function requireProduct(entryId: string): Promise<void> {
    if (!uuid.safeParse(entryId).success || !(await isProductEntry(db, entryId, defaultLocale))) {
      throw new AppError('entry_not_found');
    }
  }

  async function variantFieldsOfProduct(entryId: string): Promise<ProductPrices['variantFields']> {
    return variantFieldsOf((await selectFieldsOfProducts(db, [entryId]))[entryId] ?? []);
  }

  async function read(staff: Staff, entryId: string): Promise<ProductPrices> {
    requireCan(staff, 'content:edit');
    await requireProduct(entryId);
    return {
      entryId,
      prices: (await selectPrices(db, [entryId])).map(priceOf),
      variantFields: await variantFieldsOfProduct(entryId),
    };
  }

  /**
   * `prices` as the shared schema checked them: one per currency and variant, decimals the currency has.
   * Each variant must be one the product offers now (its fields as saved), else nothing is saved.
   */
  async function replace(staff: Staff, entryId: string, prices: ProductPrice[]): Promise<ProductPrices> {
    requireCan(staff, 'content:edit');
    await requireProduct(entryId);
    const variantFields = await variantFieldsOfProduct(entryId);
    const fields: Record<string, { code: string }> = {};
    prices.forEach((price, index) => {
      if (variantRank(variantFields, price.variant) === undefined) {
        fields[`prices.${index}.variant`] = { code: 'invalid_value' };
      }
    });
    if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
    const rows = prices.map((price) => ({
      currency: price.currency,
      // The schema refused a price the currency cannot hold, so this is never null here.
      unitPriceMinor: toMinorUnits(price.unitPrice, price.currency) ?? 0,
      unit: price.unit,
      variantField: price.variant?.field ?? '',
      variantChoice: price.variant?.choice ?? '',
    }));
    await db.transaction((tx) => replacePrices(tx, entryId, rows, staff.userId));
    return read(staff, entryId);
  }

  /** A product's prices for the catalogue: base first, then its variants' in its order; none it no longer offers. */
  function cataloguePricesOf(rows: readonly PriceRow[], fields: ProductFields[string] | undefined) {
    const variantFields = variantFieldsOf(fields ?? []);
    return rows
      .map(priceOf)
      .flatMap((price) => {
        const rank = variantRank(variantFields, price.variant);
        return rank ? [{ price, rank }] : [];
      })
      .sort(
        (a, b) =>
          a.rank.fieldAt - b.rank.fieldAt ||
          a.rank.choiceAt - b.rank.choiceAt ||
          a.price.currency.localeCompare(b.price.currency, 'en'),
      )
      .map((ranked) => ranked.price);
  }

  /** Every product by name, with its prices (none for a product without any), for a quotation's lines. */
  async function catalogue(staff: Staff): Promise<QuoteCatalogueProduct[]> {
    requireCan(staff, 'inquiries:reply');
    const products = await selectProductNames(db, defaultLocale);
    const ids = products.map((product) => product.id);
    const prices = await selectPrices(db, ids);
    const pricedIds = [...new Set(prices.map((price) => price.entryId))];
    const fields = await selectFieldsOfProducts(db, pricedIds);
    return products
      .map((product) => ({
        entryId: product.id,
        name: nameOf(product.published) || nameOf(product.draft),
        prices: cataloguePricesOf(
          prices.filter((price) => price.entryId === product.id),
          fields[product.id],
        ),
      }))
      .filter((product) => product.name !== '')
      .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.entryId.localeCompare(b.entryId));
  }

  return { read, replace, catalogue };
}

export type ProductPriceService = ReturnType<typeof createProductPriceService>;
