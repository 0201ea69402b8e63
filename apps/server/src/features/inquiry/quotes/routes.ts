import {
  inquiryOutcomeSchema,
  quoteRequestSchema,
  quoteSaveSchema,
  quoteSendSchema,
} from '@sitedesk/shared/quotes-api';
import { Hono } from 'hono';
import { parseWith, readJson } from '../../../http/parse-request';
import { requirePermission } from '../../../http/require-permission';
import type { StaffAuth, StaffEnv } from '../../../platform/auth/staff';
import {
  createQuoteDoc,
  listQuotesDoc,
  previewQuotePdfDoc,
  readQuoteDoc,
  reviseQuoteDoc,
  saveQuoteDoc,
  sendQuoteDoc,
  setOutcomeDoc,
} from './openapi';
import type { QuoteService } from './service';

/**
 * The desk's quotations (decision 220), under `/api/desk`: build, revise and send one from an inquiry, read
 * it and its PDF, and say how the inquiry ended. Same-origin is checked for all of `/api/desk/*` in app.ts;
 * the service checks each permission again.
 */
export function quoteRoutes(deps: { auth: StaffAuth; quotes: QuoteService }) {
  const canRead = requirePermission(deps.auth, 'inquiries:read');
  const canQuote = requirePermission(deps.auth, 'inquiries:reply');
  const canUpdate = requirePermission(deps.auth, 'inquiries:update');
  const { quotes } = deps;
  return new Hono<StaffEnv>()
    .get('/inquiries/:id/quotes', listQuotesDoc, canRead, async (c) =>
      c.json({ items: await quotes.list(c.var.staff, c.req.param('id')) }),
    )
    .post('/inquiries/:id/quotes', createQuoteDoc, canQuote, async (c) => {
      const request = parseWith(quoteRequestSchema, await readJson(c.req.raw));
      return c.json(await quotes.create(c.var.staff, c.req.param('id'), request), 201);
    })
    .put('/inquiries/:id/outcome', setOutcomeDoc, canUpdate, async (c) => {
      const { outcome } = parseWith(inquiryOutcomeSchema, await readJson(c.req.raw));
      await quotes.setOutcome(c.var.staff, c.req.param('id'), outcome);
      return c.body(null, 204);
    })
    .get('/quotes/:id', readQuoteDoc, canRead, async (c) =>
      c.json(await quotes.get(c.var.staff, c.req.param('id'))),
    )
    .put('/quotes/:id', saveQuoteDoc, canQuote, async (c) => {
      const { updatedAt, ...request } = parseWith(quoteSaveSchema, await readJson(c.req.raw));
      return c.json(await quotes.update(c.var.staff, c.req.param('id'), request, updatedAt));
    })
    .post('/quotes/:id/revisions', reviseQuoteDoc, canQuote, async (c) => {
      const request = parseWith(quoteRequestSchema, await readJson(c.req.raw));
      return c.json(await quotes.revise(c.var.staff, c.req.param('id'), request), 201);
    })
    .post('/quotes/:id/send', sendQuoteDoc, canQuote, async (c) => {
      const { message, updatedAt } = parseWith(quoteSendSchema, await readJson(c.req.raw));
      return c.json(await quotes.send(c.var.staff, c.req.param('id'), message, updatedAt));
    })
    .get('/quotes/:id/pdf', previewQuotePdfDoc, canRead, async (c) => {
      const { fileName, bytes } = await quotes.preview(c.var.staff, c.req.param('id'));
      c.header('Content-Type', 'application/pdf');
      // The file name is ours (Q-2026-0001.pdf), never the buyer's text.
      c.header('Content-Disposition', `inline; filename="${fileName}"`);
      c.header('Cache-Control', 'no-store');
      return c.body(bytes as Uint8Array<ArrayBuffer>);
    });
}
