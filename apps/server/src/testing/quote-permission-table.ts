import type { DeskEndpoint, TableContext } from './permission-rows';

/** A quotation request as the desk sends it: valid for a month from today. */
export function sampleQuoteRequest(overrides: Record<string, unknown> = {}) {
  const validUntil = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return {
    currency: 'EUR',
    validUntil,
    lines: [{ description: 'Channel baler VB-60', quantity: 2, unit: 'pcs', unitPrice: 42500 }],
    vat: { kind: 'rate', ratePercent: 19 },
    ...overrides,
  };
}

/** A draft quotation the owner built on the context's inquiry: a target per call. */
async function draftAsOwner({ desk, owner, inquiryId }: TableContext): Promise<string> {
  const response = await desk.app.request(`/api/desk/inquiries/${inquiryId}/quotes`, {
    method: 'POST',
    headers: { cookie: owner.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(sampleQuoteRequest()),
  });
  if (response.status !== 201) throw new Error(`draft quote: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** A quotation the owner built and sent, for the endpoints that revise one. */
async function sentAsOwner(context: TableContext): Promise<string> {
  const id = await draftAsOwner(context);
  const response = await context.desk.app.request(`/api/desk/quotes/${id}/send`, {
    method: 'POST',
    headers: { cookie: context.owner.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({}),
  });
  if (response.status !== 200) throw new Error(`send quote: ${response.status} ${await response.text()}`);
  return id;
}

const quoteMakers = ['owner', 'admin', 'sales'] as const;
const inquiryReaders = ['owner', 'admin', 'sales'] as const;

/** Quotations (decision 220): who reads them, and who builds, revises and sends them (the roles table). */
export const quotePermissionTable: Record<string, DeskEndpoint> = {
  'GET /api/desk/inquiries/:id/quotes': {
    method: 'GET',
    request: async ({ inquiryId }) => ({ path: `/api/desk/inquiries/${inquiryId}/quotes` }),
    success: 200,
    allowed: inquiryReaders,
  },
  'POST /api/desk/inquiries/:id/quotes': {
    method: 'POST',
    request: async ({ inquiryId }) => ({
      path: `/api/desk/inquiries/${inquiryId}/quotes`,
      body: sampleQuoteRequest(),
    }),
    success: 201,
    allowed: quoteMakers,
  },
  'PUT /api/desk/inquiries/:id/outcome': {
    method: 'PUT',
    request: async ({ inquiryId }) => ({
      path: `/api/desk/inquiries/${inquiryId}/outcome`,
      body: { outcome: 'won' },
    }),
    success: 204,
    allowed: inquiryReaders,
  },
  'GET /api/desk/quotes/:id': {
    method: 'GET',
    request: async (context) => ({ path: `/api/desk/quotes/${await draftAsOwner(context)}` }),
    success: 200,
    allowed: inquiryReaders,
  },
  'PUT /api/desk/quotes/:id': {
    method: 'PUT',
    request: async (context) => ({
      path: `/api/desk/quotes/${await draftAsOwner(context)}`,
      body: sampleQuoteRequest({ currency: 'CZK' }),
    }),
    success: 200,
    allowed: quoteMakers,
  },
  'POST /api/desk/quotes/:id/revisions': {
    method: 'POST',
    request: async (context) => ({
      path: `/api/desk/quotes/${await sentAsOwner(context)}/revisions`,
      body: sampleQuoteRequest(),
    }),
    success: 201,
    allowed: quoteMakers,
  },
  'POST /api/desk/quotes/:id/send': {
    method: 'POST',
    request: async (context) => ({
      path: `/api/desk/quotes/${await draftAsOwner(context)}/send`,
      body: { message: 'Please find our offer attached.' },
    }),
    success: 200,
    allowed: quoteMakers,
  },
  'GET /api/desk/quotes/:id/pdf': {
    method: 'GET',
    request: async (context) => ({ path: `/api/desk/quotes/${await draftAsOwner(context)}/pdf` }),
    success: 200,
    allowed: inquiryReaders,
  },
};
