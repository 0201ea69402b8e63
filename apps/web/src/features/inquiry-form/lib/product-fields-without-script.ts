/**
 * The form without JavaScript carries, under each product row, the fields of every product that has some
 * (decision 243). The k-th such product's option and group carry `k`, and one fixed rule per `k` in the site's
 * stylesheet hides a group unless its row has that product chosen: no stylesheet per page, so the
 * Content-Security-Policy's hashes stay the build's. Bounded by those rules: past this many products with
 * fields the form without JavaScript shows none (the server still refuses a line missing a required answer).
 */
export const productsWithFieldsWithoutScriptMax = 20;

/** Each product with fields and its group's number (`k` above), in the order given; none past the bound. */
export function productFieldGroupsWithoutScript<Product extends { id: string; fields?: readonly unknown[] }>(
  products: readonly Product[],
): Map<string, { product: Product; group: number }> {
  const withFields = products.filter((product) => (product.fields ?? []).length > 0);
  if (withFields.length > productsWithFieldsWithoutScriptMax) return new Map();
  return new Map(withFields.map((product, group) => [product.id, { product, group }]));
}
