/**
 * A quotation as a PDF (issue 27 §3, decision 218). The quotes service calls `renderQuotePdf`; the
 * composition root may build its own pool with `createQuotePdfPool` (another time limit) and close it on
 * shutdown. Everything else in this folder is the renderer's inside.
 *
 * - `renderQuotePdf(document, texts)`: the A4 PDF's bytes, rendered in a worker thread within 20 seconds.
 *   `texts` is the document language's quote catalog (`siteLanguageFiles[document.locale].quote`); every
 *   site language, Japanese and Chinese included, is written in its own (decisions 218, 239).
 * - Fails with `QuotePdfError`: `too_large` (more than `quotePdfLimits`), `timeout`, `failed`.
 */
import type { QuoteDocument } from '../quote-document';
import { createQuotePdfPool, type QuotePdfPool } from './quote-pdf-pool';
import type { QuoteTexts } from './render-quote-pdf';

export {
  createQuotePdfPool,
  QuotePdfError,
  type QuotePdfPool,
  type QuotePdfPoolOptions,
  quotePdfLimits,
} from './quote-pdf-pool';
export type { QuoteTexts } from './render-quote-pdf';

/** A 20-line quotation renders in well under a second here (docs/performance.md); 20 s means it hangs. */
export const quotePdfTimeoutMs = 20_000;

let sharedPool: QuotePdfPool | undefined;

/** Renders a quotation's PDF in the shared renderer thread (started on first use, ended when idle). */
export function renderQuotePdf(document: QuoteDocument, texts: QuoteTexts): Promise<Uint8Array> {
  sharedPool ??= createQuotePdfPool({ timeoutMs: quotePdfTimeoutMs });
  return sharedPool.render(document, texts);
}

/** Ends the shared renderer thread, for the service's shutdown and tests. */
export async function closeQuotePdfRenderer(): Promise<void> {
  const pool = sharedPool;
  sharedPool = undefined;
  await pool?.close();
}
