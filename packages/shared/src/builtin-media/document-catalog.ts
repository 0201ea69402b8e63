import { demoProductIds } from '../collections/demo/ids';
import { demoProducts } from '../collections/demo/products';
import type { Locale } from '../locales';
import { dataSheetPdf } from './data-sheet-pdf';
import type { BuiltinDocumentKey } from './ids';

/**
 * The demo product lines' data sheets: one English PDF per product, drawn from the product's English name,
 * summary and specification table, so the sheet and the page never disagree.
 */
export type BuiltinDocument = {
  key: BuiltinDocumentKey;
  fileName: string;
  title: string;
  language: Locale;
  bytes: () => Uint8Array;
};

const sheets: { key: BuiltinDocumentKey; productId: string; fileName: string }[] = [
  { key: 'balerSheet', productId: demoProductIds.balers, fileName: 'ecobale-x4-data-sheet.pdf' },
  { key: 'shredderSheet', productId: demoProductIds.shredders, fileName: 'ecoshred-vsr-data-sheet.pdf' },
  { key: 'sortingSheet', productId: demoProductIds.sorting, fileName: 'ecosort-data-sheet.pdf' },
  { key: 'heatSheet', productId: demoProductIds.heatRecovery, fileName: 'ecoheat-vhr-data-sheet.pdf' },
];

function sheetFor(productId: string) {
  const product = demoProducts.find((entry) => entry.id === productId)?.documents.en;
  if (!product) throw new Error(`no demo product ${productId}`);
  return {
    title: `${product.name} – data sheet`,
    summary: product.summary,
    rows: product.specs.map((spec) => ({
      label: spec.label,
      value: spec.unit ? `${spec.value} ${spec.unit}` : spec.value,
    })),
    footer: 'Veltrum Recycling Technologies · Bremen · Subject to technical change.',
  };
}

export const builtinDocuments: readonly BuiltinDocument[] = sheets.map(({ key, productId, fileName }) => {
  const sheet = sheetFor(productId);
  return { key, fileName, title: sheet.title, language: 'en', bytes: () => dataSheetPdf(sheet) };
});
