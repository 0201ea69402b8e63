import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  productFieldGroupsWithoutScript,
  productsWithFieldsWithoutScriptMax,
} from './product-fields-without-script';

const product = (index: number, hasFields: boolean) => ({
  id: `product-${index}`,
  fields: hasFields ? [{ key: 'colour' }] : [],
});

describe('the form without JavaScript’s groups of product fields', () => {
  it('numbers only the products with fields, in order', () => {
    const groups = productFieldGroupsWithoutScript([product(0, true), product(1, false), product(2, true)]);
    expect([...groups].map(([id, { group }]) => [id, group])).toEqual([
      ['product-0', 0],
      ['product-2', 1],
    ]);
  });

  it('renders none past the bound, so a large catalogue cannot make the page huge', () => {
    const many = (count: number) => Array.from({ length: count }, (_, index) => product(index, true));
    expect(productFieldGroupsWithoutScript(many(productsWithFieldsWithoutScriptMax)).size).toBe(
      productsWithFieldsWithoutScriptMax,
    );
    expect(productFieldGroupsWithoutScript(many(productsWithFieldsWithoutScriptMax + 1)).size).toBe(0);
  });

  // Regression: a group numbered past the stylesheet's rules would show under every row.
  it('has a stylesheet rule hiding each group it can number', () => {
    const css = readFileSync(new URL('../../../styles/main.css', import.meta.url), 'utf8');
    const numbers = [...css.matchAll(/\[data-product-group="(\d+)"\]/g)].map((match) => Number(match[1]));
    expect(numbers).toEqual(Array.from({ length: productsWithFieldsWithoutScriptMax }, (_, index) => index));
  });
});
