import { productPrices } from '@sitedesk/db/content-schema';
import { seedSiteContent } from '@sitedesk/db/seed';
import type { ProductEntry } from '@sitedesk/shared/collections/entries';
import type { EntryDetail } from '@sitedesk/shared/collections-api';
import { demoContent } from '@sitedesk/shared/content/catalogs';
import type { ProductPrices, QuoteCatalogue } from '@sitedesk/shared/product-prices-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../paths';
import { type SignedInStaff, signInAs } from '../../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../../testing/test-sitedesk';
import { loadPageRenderer } from '../../site/page-renderer';

let desk: TestSitedesk;
let editor: SignedInStaff;
let sales: SignedInStaff;

beforeAll(async () => {
  const renderer = await loadPageRenderer({
    serverEntry: paths.webServerEntry,
    pageTemplate: paths.webPageTemplate,
  });
  if (!renderer) throw new Error('Build the website first (npm run build): these tests render real pages.');
  desk = await startTestSitedesk({}, { pageRenderer: renderer });
  await seedSiteContent(desk.database.db, demoContent);
  await desk.livePages.refresh();
  editor = await signInAs(desk, 'editor');
  sales = await signInAs(desk, 'sales');
});
afterAll(async () => {
  await desk.dispose();
});

function call(staff: SignedInStaff | null, method: string, path: string, body?: unknown) {
  return desk.app.request(path, {
    method,
    headers: {
      ...(staff ? { cookie: staff.cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

let counter = 0;
function productDocument(name: string): Partial<ProductEntry> {
  counter += 1;
  return {
    name,
    slug: `priced-baler-${counter}-${Date.now()}`,
    icon: 'factory',
    summary: 'Channel baler for cardboard and film.',
    description: { type: 'doc', content: [] },
  };
}

/** A product an editor wrote and published in English. */
async function publishedProduct(name: string): Promise<EntryDetail & { slug: string }> {
  const document = productDocument(name);
  const draft = await json<EntryDetail>(
    await call(editor, 'POST', '/api/desk/collections/products', { document }),
    201,
  );
  await json(
    await call(editor, 'POST', `/api/desk/collections/products/${draft.id}/en/publish`, {
      revision: draft.revision,
    }),
  );
  return { ...draft, slug: document.slug ?? '' };
}

// A price no page of the site has any reason to contain, in both spellings a page might print it.
const secretPrice = 73519.47;
const secretPriceTexts = ['73519', '73,519', '73.519'];

describe('product list prices (decision 233)', () => {
  it('an editor keeps a product’s prices, one per currency; sales reads them in the quotation catalogue', async () => {
    const product = await publishedProduct('Priced channel baler');
    const path = `/api/desk/product-prices/${product.id}`;
    expect(await json<ProductPrices>(await call(editor, 'GET', path))).toEqual({
      entryId: product.id,
      prices: [],
      variantFields: [],
    });

    const saved = await json<ProductPrices>(
      await call(editor, 'PUT', path, {
        prices: [
          { currency: 'EUR', unitPrice: secretPrice, unit: 'pcs' },
          { currency: 'JPY', unitPrice: 1200000 },
        ],
      }),
    );
    expect(saved.prices).toEqual([
      { currency: 'EUR', unitPrice: secretPrice, unit: 'pcs', variant: null },
      { currency: 'JPY', unitPrice: 1200000, unit: null, variant: null },
    ]);

    const catalogue = await json<QuoteCatalogue>(await call(sales, 'GET', '/api/desk/quote-catalogue'));
    expect(catalogue.items.find((item) => item.entryId === product.id)).toEqual({
      entryId: product.id,
      name: 'Priced channel baler',
      prices: saved.prices,
    });

    // The whole list is replaced: JPY left out is no longer priced.
    const replaced = await json<ProductPrices>(
      await call(editor, 'PUT', path, { prices: [{ currency: 'EUR', unitPrice: 100 }] }),
    );
    expect(replaced.prices).toEqual([{ currency: 'EUR', unitPrice: 100, unit: null, variant: null }]);
  });

  it('saves two editors’ lists of one product at once one after the other, never a 500 (security review)', async () => {
    const product = await publishedProduct('Twice priced baler');
    const path = `/api/desk/product-prices/${product.id}`;
    const lists = [100, 200, 300, 400].map((unitPrice) => ({ prices: [{ currency: 'EUR', unitPrice }] }));
    const responses = await Promise.all(lists.map((list) => call(editor, 'PUT', path, list)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    const stored = await json<ProductPrices>(await call(editor, 'GET', path));
    expect(stored.prices).toHaveLength(1);
  });

  it('refuses a second price in one currency, decimals the currency lacks and unknown codes, by field', async () => {
    const product = await publishedProduct('Refused prices baler');
    const path = `/api/desk/product-prices/${product.id}`;
    const refused = async (prices: unknown) => {
      const body = await json<{ error: { code: string; fields: Record<string, { code: string }> } }>(
        await call(editor, 'PUT', path, { prices }),
        422,
      );
      expect(body.error.code).toBe('validation_failed');
      return Object.fromEntries(Object.entries(body.error.fields).map(([key, value]) => [key, value.code]));
    };
    expect(
      await refused([
        { currency: 'EUR', unitPrice: 10 },
        { currency: 'EUR', unitPrice: 12 },
      ]),
    ).toEqual({ 'prices.1.currency': 'invalid_value' });
    expect(await refused([{ currency: 'JPY', unitPrice: 10.5 }])).toEqual({
      'prices.0.unitPrice': 'invalid',
    });
    expect(await refused([{ currency: 'XYZ', unitPrice: 10 }])).toEqual({
      'prices.0.currency': 'invalid_value',
    });
    expect(await refused([{ currency: 'EUR', unitPrice: 10, unit: 'bales' }])).toEqual({
      'prices.0.unit': 'invalid_value',
    });
    // An id that names no product entry.
    const unknown = await call(
      editor,
      'GET',
      '/api/desk/product-prices/3d0c1a52-8f4e-4b1a-9d2c-5e6f7a8b9c99',
    );
    expect(unknown.status).toBe(404);
  });

  it('keeps a price per variant, refuses a variant the product does not offer, and leaves out one it no longer offers (decision 250)', async () => {
    const product = await publishedProduct('EcoBale X4 variants');
    const fieldsPath = `/api/desk/product-fields/${product.id}`;
    const colour = {
      key: 'colour',
      type: 'choice',
      labels: { en: 'Colour' },
      isRequired: true,
      choices: [
        { key: 'green', labels: { en: 'Green' } },
        { key: 'grey', labels: { en: 'Grey' } },
        { key: 'blue', labels: { en: 'Blue' } },
      ],
    };
    const size = {
      key: 'size',
      type: 'choice',
      labels: { en: 'Size' },
      isRequired: false,
      choices: [
        { key: 'm', labels: { en: 'M' } },
        { key: 'xl', labels: { en: 'XL' } },
      ],
    };
    const extras = {
      key: 'extras',
      type: 'choices',
      labels: { en: 'Options' },
      isRequired: false,
      choices: [
        { key: 'scale', labels: { en: 'Scale' } },
        { key: 'wire_feed', labels: { en: 'Wire feed' } },
      ],
    };
    await json(await call(editor, 'PUT', fieldsPath, { fields: [size, colour, extras] }));
    const path = `/api/desk/product-prices/${product.id}`;
    const grey = { field: 'colour', choice: 'grey' };
    const xl = { field: 'size', choice: 'xl' };
    const saved = await json<ProductPrices>(
      await call(editor, 'PUT', path, {
        prices: [
          { currency: 'EUR', unitPrice: 49500, unit: 'pcs', variant: grey },
          { currency: 'EUR', unitPrice: 51000, variant: xl },
          { currency: 'EUR', unitPrice: 48000, unit: 'pcs' },
          // One price per currency and variant: the same variant in another currency is another price.
          { currency: 'USD', unitPrice: 53000, variant: grey },
        ],
      }),
    );
    expect(saved.prices).toEqual([
      { currency: 'EUR', unitPrice: 48000, unit: 'pcs', variant: null },
      { currency: 'EUR', unitPrice: 49500, unit: 'pcs', variant: grey },
      { currency: 'EUR', unitPrice: 51000, unit: null, variant: xl },
      { currency: 'USD', unitPrice: 53000, unit: null, variant: grey },
    ]);
    // The variants a price can be for: the product's choice fields, in its order (not its several choices).
    expect(saved.variantFields.map((field) => field.key)).toEqual(['size', 'colour']);
    expect(saved.variantFields[1]?.choices?.map((choice) => choice.key)).toEqual(['green', 'grey', 'blue']);

    // The catalogue: base first, then variants in the product's field order (size before colour).
    const catalogue = async () =>
      (await json<QuoteCatalogue>(await call(sales, 'GET', '/api/desk/quote-catalogue'))).items.find(
        (item) => item.entryId === product.id,
      )?.prices;
    expect(await catalogue()).toEqual([
      { currency: 'EUR', unitPrice: 48000, unit: 'pcs', variant: null },
      { currency: 'EUR', unitPrice: 51000, unit: null, variant: xl },
      { currency: 'EUR', unitPrice: 49500, unit: 'pcs', variant: grey },
      { currency: 'USD', unitPrice: 53000, unit: null, variant: grey },
    ]);

    // Refused by field, and nothing changes: an option or a field the product lacks, a several-choices
    // field, the same variant twice in one currency.
    const refused = async (prices: unknown) => {
      const body = await json<{ error: { code: string; fields: Record<string, { code: string }> } }>(
        await call(editor, 'PUT', path, { prices }),
        422,
      );
      expect(body.error.code).toBe('validation_failed');
      return Object.fromEntries(Object.entries(body.error.fields).map(([key, value]) => [key, value.code]));
    };
    expect(
      await refused([
        { currency: 'EUR', unitPrice: 1 },
        { currency: 'EUR', unitPrice: 2, variant: { field: 'colour', choice: 'pink' } },
        { currency: 'EUR', unitPrice: 3, variant: { field: 'shape', choice: 'grey' } },
        { currency: 'EUR', unitPrice: 4, variant: { field: 'extras', choice: 'scale' } },
      ]),
    ).toEqual({
      'prices.1.variant': 'invalid_value',
      'prices.2.variant': 'invalid_value',
      'prices.3.variant': 'invalid_value',
    });
    expect(
      await refused([
        { currency: 'EUR', unitPrice: 1, variant: grey },
        { currency: 'EUR', unitPrice: 2, variant: grey },
      ]),
    ).toEqual({ 'prices.1.currency': 'invalid_value' });
    expect(
      await refused([{ currency: 'EUR', unitPrice: 1, variant: { field: 'Colour', choice: '' } }]),
    ).toEqual({
      'prices.0.variant.field': 'invalid_format',
      'prices.0.variant.choice': 'invalid_format',
    });
    expect((await json<ProductPrices>(await call(editor, 'GET', path))).prices).toEqual(saved.prices);

    // Grey is no longer offered: its prices stay (the panel shows them as such) but leave the catalogue.
    await json(
      await call(editor, 'PUT', fieldsPath, {
        fields: [
          size,
          { ...colour, choices: colour.choices.filter((choice) => choice.key !== 'grey') },
          extras,
        ],
      }),
    );
    expect((await json<ProductPrices>(await call(editor, 'GET', path))).prices).toEqual(saved.prices);
    expect(await catalogue()).toEqual([
      { currency: 'EUR', unitPrice: 48000, unit: 'pcs', variant: null },
      { currency: 'EUR', unitPrice: 51000, unit: null, variant: xl },
    ]);
  });

  it('lets a product’s prices go with it when it is deleted', async () => {
    const product = await publishedProduct('Deleted priced baler');
    const path = `/api/desk/product-prices/${product.id}`;
    await json(await call(editor, 'PUT', path, { prices: [{ currency: 'EUR', unitPrice: 10 }] }));
    expect((await call(editor, 'DELETE', `/api/desk/collections/products/${product.id}`)).status).toBe(204);
    const rows = await desk.database.db
      .select()
      .from(productPrices)
      .where(eq(productPrices.entryId, product.id));
    expect(rows).toEqual([]);
    const catalogue = await json<QuoteCatalogue>(await call(sales, 'GET', '/api/desk/quote-catalogue'));
    expect(catalogue.items.some((item) => item.entryId === product.id)).toBe(false);
    expect((await call(editor, 'GET', path)).status).toBe(404);
  });

  it('keeps prices from sales’ own hands and from visitors: the desk API only, by permission', async () => {
    const product = await publishedProduct('Guarded prices baler');
    const path = `/api/desk/product-prices/${product.id}`;
    expect((await call(sales, 'GET', path)).status).toBe(403);
    expect((await call(sales, 'PUT', path, { prices: [] })).status).toBe(403);
    expect((await call(editor, 'GET', '/api/desk/quote-catalogue')).status).toBe(403);
    expect((await call(null, 'GET', '/api/desk/quote-catalogue')).status).toBe(401);
    expect((await call(null, 'GET', path)).status).toBe(401);
  });

  it('never shows a price on the public site: not in the product page, the lists, the contact page or any JSON in them', async () => {
    const product = await publishedProduct('Public baler without price');
    await json(
      await call(editor, 'PUT', `/api/desk/product-prices/${product.id}`, {
        prices: [
          { currency: 'EUR', unitPrice: secretPrice, unit: 'pcs' },
          { currency: 'USD', unitPrice: secretPrice },
        ],
      }),
    );
    await desk.livePages.refresh();
    const pagePath = `/en/solutions/${product.slug}`;
    const publicPaths = [
      pagePath,
      '/en/solutions',
      '/en',
      `/en/contact?product=${product.slug}`,
      '/sitemap.xml',
      '/en/news/feed.xml',
    ];
    const page = await desk.app.request(pagePath);
    expect(page.status).toBe(200);
    const html = await page.text();
    // The page is the product's: the test would prove nothing on a 404.
    expect(html).toContain('Public baler without price');
    for (const publicPath of publicPaths) {
      const response = await desk.app.request(publicPath);
      const text = await response.text();
      for (const price of secretPriceTexts) expect(text, `${publicPath} holds ${price}`).not.toContain(price);
      expect(text, publicPath).not.toMatch(/unitPrice|unit_price_minor|"prices"/);
      // Every JSON the page carries (structured data, the island's props) is checked as JSON too.
      for (const [, script] of text.matchAll(
        /<script[^>]*type="application\/(?:ld\+)?json"[^>]*>([\s\S]*?)<\/script>/g,
      )) {
        expect(JSON.stringify(JSON.parse(script ?? 'null'))).not.toMatch(/73519|unitPrice|"prices"/);
      }
    }
  });
});
