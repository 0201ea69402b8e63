import type { EntryDetail } from '@sitedesk/shared/collections-api';
import type { DeskEndpoint, TableContext } from './permission-rows';

// The collections API's rows of THE permission table (`desk-permission-table.ts` spreads them in): each
// call that writes gets an entry of its own, created (and where needed published) by the owner.

const contentEditors = ['owner', 'admin', 'editor'] as const;
const base = '/api/desk/collections';

let counter = 0;

/** A valid news entry with an address of its own. */
function newsDocument() {
  counter += 1;
  return {
    title: `Permission check ${counter}`,
    slug: `permission-check-${counter}-${Date.now()}`,
    date: '2026-05-04',
    category: 'press',
    teaser: 'A news entry written for the permission table.',
    body: { type: 'doc', content: [] },
  };
}

async function asOwner(
  context: TableContext,
  method: string,
  path: string,
  body: unknown,
): Promise<EntryDetail> {
  const response = await context.desk.app.request(path, {
    method,
    headers: { cookie: context.owner.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as EntryDetail;
}

const draftAsOwner = (context: TableContext) =>
  asOwner(context, 'POST', `${base}/news`, { document: newsDocument() });

async function publishedAsOwner(context: TableContext): Promise<EntryDetail> {
  const draft = await draftAsOwner(context);
  return asOwner(context, 'POST', `${base}/news/${draft.id}/en/publish`, { revision: draft.revision });
}

/** A product draft the owner wrote, whose prices the price rows read and replace. */
function productAsOwner(context: TableContext): Promise<EntryDetail> {
  counter += 1;
  return asOwner(context, 'POST', `${base}/products`, {
    document: {
      name: `Permission baler ${counter}`,
      slug: `permission-baler-${counter}-${Date.now()}`,
      icon: 'factory',
      summary: 'A product written for the permission table.',
      description: { type: 'doc', content: [] },
    },
  });
}

const entryPath = (entry: EntryDetail) => `${base}/news/${entry.id}/en`;

export const collectionPermissionTable: Record<string, DeskEndpoint> = {
  'GET /api/desk/collections/search': {
    method: 'GET',
    request: async () => ({ path: `${base}/search?q=veltrum` }),
    success: 200,
    allowed: contentEditors,
  },
  'GET /api/desk/collections/:collection': {
    method: 'GET',
    request: async () => ({ path: `${base}/news?q=permission` }),
    success: 200,
    allowed: contentEditors,
  },
  'POST /api/desk/collections/:collection': {
    method: 'POST',
    request: async () => ({ path: `${base}/news`, body: { document: newsDocument() } }),
    success: 201,
    allowed: contentEditors,
  },
  'DELETE /api/desk/collections/:collection/:id': {
    method: 'DELETE',
    request: async (context) => ({ path: `${base}/news/${(await publishedAsOwner(context)).id}` }),
    success: 204,
    allowed: contentEditors,
  },
  'GET /api/desk/collections/:collection/:id/:locale': {
    method: 'GET',
    request: async (context) => ({ path: entryPath(await draftAsOwner(context)) }),
    success: 200,
    allowed: contentEditors,
  },
  'PUT /api/desk/collections/:collection/:id/:locale/draft': {
    method: 'PUT',
    request: async (context) => {
      const entry = await draftAsOwner(context);
      return {
        path: `${entryPath(entry)}/draft`,
        body: { revision: entry.revision, document: newsDocument() },
      };
    },
    success: 200,
    allowed: contentEditors,
  },
  'POST /api/desk/collections/:collection/:id/:locale/publish': {
    method: 'POST',
    request: async (context) => {
      const entry = await draftAsOwner(context);
      return { path: `${entryPath(entry)}/publish`, body: { revision: entry.revision } };
    },
    success: 200,
    allowed: contentEditors,
  },
  'POST /api/desk/collections/:collection/:id/:locale/discard': {
    method: 'POST',
    request: async (context) => {
      const entry = await publishedAsOwner(context);
      return { path: `${entryPath(entry)}/discard`, body: { revision: entry.revision } };
    },
    success: 200,
    allowed: contentEditors,
  },
  'POST /api/desk/collections/:collection/:id/:locale/unpublish': {
    method: 'POST',
    request: async (context) => {
      const entry = await publishedAsOwner(context);
      return { path: `${entryPath(entry)}/unpublish`, body: { revision: entry.revision } };
    },
    success: 200,
    allowed: contentEditors,
  },
  'PUT /api/desk/collections/:collection/:id/:locale/shown-in': {
    method: 'PUT',
    request: async (context) => {
      const entry = await publishedAsOwner(context);
      const german = entryPath(entry).replace(/\/en$/, '/de');
      return { path: `${german}/shown-in`, body: { shownIn: 'en' } };
    },
    success: 200,
    allowed: contentEditors,
  },
  'GET /api/desk/collections/:collection/:id/:locale/versions': {
    method: 'GET',
    request: async (context) => ({ path: `${entryPath(await publishedAsOwner(context))}/versions` }),
    success: 200,
    allowed: contentEditors,
  },
  'GET /api/desk/collections/:collection/:id/:locale/versions/:version': {
    method: 'GET',
    request: async (context) => ({ path: `${entryPath(await publishedAsOwner(context))}/versions/1` }),
    success: 200,
    allowed: contentEditors,
  },
  'POST /api/desk/collections/:collection/:id/:locale/versions/:version/restore': {
    method: 'POST',
    request: async (context) => {
      const entry = await publishedAsOwner(context);
      return { path: `${entryPath(entry)}/versions/1/restore`, body: { revision: entry.revision } };
    },
    success: 200,
    allowed: contentEditors,
  },
  // Products' list prices (decision 233): editors keep them; sales reads them only through the catalogue.
  'GET /api/desk/product-prices/:entryId': {
    method: 'GET',
    request: async (context) => ({ path: `/api/desk/product-prices/${(await productAsOwner(context)).id}` }),
    success: 200,
    allowed: contentEditors,
  },
  'PUT /api/desk/product-prices/:entryId': {
    method: 'PUT',
    request: async (context) => ({
      path: `/api/desk/product-prices/${(await productAsOwner(context)).id}`,
      body: { prices: [{ currency: 'EUR', unitPrice: 42500, unit: 'pcs' }] },
    }),
    success: 200,
    allowed: contentEditors,
  },
  // A product's own fields (decision 243): variants and options, kept and checked as topic fields are.
  'GET /api/desk/product-fields/:entryId': {
    method: 'GET',
    request: async (context) => ({ path: `/api/desk/product-fields/${(await productAsOwner(context)).id}` }),
    success: 200,
    allowed: contentEditors,
  },
  'PUT /api/desk/product-fields/:entryId': {
    method: 'PUT',
    request: async (context) => ({
      path: `/api/desk/product-fields/${(await productAsOwner(context)).id}`,
      body: { fields: [] },
    }),
    success: 200,
    allowed: contentEditors,
  },
  'GET /api/desk/quote-catalogue': {
    method: 'GET',
    request: async () => ({ path: '/api/desk/quote-catalogue' }),
    success: 200,
    allowed: ['owner', 'admin', 'sales'],
  },
};
