import type { ProductPrice, QuoteCatalogueProduct } from '@sitedesk/shared/product-prices-api';
import type { LineForm, QuoteForm } from './quote-form';

/**
 * A product's list price as a suggestion for a quotation line (decision 233). It only ever fills what sales
 * left empty: a typed price, description or unit is never replaced, and nothing here runs when the
 * quotation's currency changes, so existing lines are never repriced behind sales' back.
 */

/**
 * The product's price in `currency` that fits a line in `unit`: one priced in the line's unit, or with no
 * unit named; `undefined` when the product has none (a price per metre says nothing about a line in pieces).
 */
export function listPriceFor(
  product: QuoteCatalogueProduct | undefined,
  currency: string,
  unit: LineForm['unit'],
): ProductPrice | undefined {
  const code = currency.trim().toUpperCase();
  const price = product?.prices.find((candidate) => candidate.currency === code);
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
  const price = listPriceFor(product, currency, line.unit);
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
  if (!product) return { ...line, entryId: null };
  const named: LineForm = {
    ...line,
    entryId: product.entryId,
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
