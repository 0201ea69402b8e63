import {
  isSameVariant,
  type ProductPrice,
  type ProductPriceVariant,
  type QuoteCatalogueProduct,
} from '@sitedesk/shared/product-prices-api';
import type { LineForm, QuoteForm } from './quote-form';

/**
 * A product's list price as a suggestion for a quotation line (decision 233). It only ever fills what sales
 * left empty: a typed price, description or unit is never replaced, and nothing here runs when the
 * quotation's currency changes, so existing lines are never repriced behind sales' back.
 */

/**
 * The product's price in `currency` that fits a line in `unit`: one priced in the line's unit, or with no
 * unit named; `undefined` when the product has none (a price per metre says nothing about a line in pieces).
 * For a line whose buyer picked variants (decision 250) the price is the first variant's in the catalogue's
 * order (the product's fields' order) that has a price in the currency, else the base price; a variant
 * price in another unit is not suggested, and neither is the base price instead of it.
 */
export function listPriceFor(
  product: QuoteCatalogueProduct | undefined,
  currency: string,
  unit: LineForm['unit'],
  variants: readonly ProductPriceVariant[] = [],
): ProductPrice | undefined {
  const code = currency.trim().toUpperCase();
  const inCurrency = product?.prices.filter((candidate) => candidate.currency === code) ?? [];
  const price =
    inCurrency.find(
      (candidate) =>
        candidate.variant !== null && variants.some((variant) => isSameVariant(variant, candidate.variant)),
    ) ?? inCurrency.find((candidate) => candidate.variant === null);
  if (!price) return undefined;
  return unit === '' || price.unit === null || price.unit === unit ? price : undefined;
}

/** The line with its empty price (and, when the price names one, its empty unit) taken from the list price. */
function withListPrice(
  line: LineForm,
  product: QuoteCatalogueProduct | undefined,
  currency: string,
): LineForm {
  if (line.unitPrice.trim() !== '') return line;
  const price = listPriceFor(product, currency, line.unit, line.variants);
  if (!price) return line;
  return {
    ...line,
    unitPrice: String(price.unitPrice),
    unit: line.unit === '' && price.unit ? price.unit : line.unit,
  };
}

/**
 * The line after sales chose a catalogue product for it (`undefined`: a free line, no product): the product
 * named, its name as an empty description, its list price in `currency` as an empty price.
 */
export function withCatalogueProduct(
  line: LineForm,
  product: QuoteCatalogueProduct | undefined,
  currency: string,
): LineForm {
  // The buyer's variants were picked for the line's product: another product's are not this one's.
  if (!product) return { ...line, entryId: null, variants: [] };
  const named: LineForm = {
    ...line,
    entryId: product.entryId,
    variants: product.entryId === line.entryId ? line.variants : [],
    description: line.description.trim() === '' ? product.name : line.description,
  };
  return withListPrice(named, product, currency);
}

/**
 * A new quotation's lines from the buyer's request name their products already: each gets its list price
 * where it has no price yet. The same form back when nothing changes.
 */
export function withListPrices(form: QuoteForm, catalogue: readonly QuoteCatalogueProduct[]): QuoteForm {
  let isChanged = false;
  const lines = form.lines.map((line) => {
    const product = catalogue.find((candidate) => candidate.entryId === line.entryId);
    const priced = line.entryId === null ? line : withListPrice(line, product, form.currency);
    if (priced !== line) isChanged = true;
    return priced;
  });
  return isChanged ? { ...form, lines } : form;
}
