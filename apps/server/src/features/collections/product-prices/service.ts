import type { Database } from '@sitedesk/db/client';
import { entryTitle } from '@sitedesk/shared/collections/entries';
import { defaultLocale } from '@sitedesk/shared/locales';
import type { ProductPrice, ProductPrices, QuoteCatalogueProduct } from '@sitedesk/shared/product-prices-api';
import { fromMinorUnits, toMinorUnits } from '@sitedesk/shared/quote-money';
import type { QuantityUnit } from '@sitedesk/shared/quote-request';
import { z } from 'zod';
import { AppError } from '../../../http/app-error';
import { requireCan } from '../../../http/require-permission';
import type { Staff } from '../../../platform/auth/staff';
import { isProductEntry } from '../../content/product-entry';
import { type PriceRow, replacePrices, selectPrices, selectProductNames } from './repository';

const uuid = z.uuid();

function priceOf(row: PriceRow): ProductPrice {
  return {
    currency: row.currency,
    unitPrice: fromMinorUnits(row.unitPriceMinor, row.currency),
    unit: row.unit as QuantityUnit | null,
  };
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

  async function read(staff: Staff, entryId: string): Promise<ProductPrices> {
    requireCan(staff, 'content:edit');
    await requireProduct(entryId);
    return { entryId, prices: (await selectPrices(db, [entryId])).map(priceOf) };
  }

  /** `prices` as the shared schema checked them: one per currency, decimals the currency has. */
  async function replace(staff: Staff, entryId: string, prices: ProductPrice[]): Promise<ProductPrices> {
    requireCan(staff, 'content:edit');
    await requireProduct(entryId);
    const rows = prices.map((price) => ({
      currency: price.currency,
      // The schema refused a price the currency cannot hold, so this is never null here.
      unitPriceMinor: toMinorUnits(price.unitPrice, price.currency) ?? 0,
      unit: price.unit,
    }));
    await db.transaction((tx) => replacePrices(tx, entryId, rows, staff.userId));
    return read(staff, entryId);
  }

  /** Every product by name, with its prices (none for a product without any), for a quotation's lines. */
  async function catalogue(staff: Staff): Promise<QuoteCatalogueProduct[]> {
    requireCan(staff, 'inquiries:reply');
    const products = await selectProductNames(db, defaultLocale);
    const prices = await selectPrices(
      db,
      products.map((product) => product.id),
    );
    return products
      .map((product) => ({
        entryId: product.id,
        name: nameOf(product.published) || nameOf(product.draft),
        prices: prices.filter((price) => price.entryId === product.id).map(priceOf),
      }))
      .filter((product) => product.name !== '')
      .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.entryId.localeCompare(b.entryId));
  }

  return { read, replace, catalogue };
}

export type ProductPriceService = ReturnType<typeof createProductPriceService>;
