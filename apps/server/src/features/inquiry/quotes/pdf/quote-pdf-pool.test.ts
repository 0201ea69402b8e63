import { siteLanguageFiles } from '@sitedesk/shared/messages/site-language-files';
import { afterEach, describe, expect, it } from 'vitest';
import { closeQuotePdfRenderer, renderQuotePdf } from './index';
import { createQuotePdfPool, type QuotePdfPool, quotePdfLimits } from './quote-pdf-pool';
import { sampleQuoteDocument } from './sample-quote-document';

// A worker that loads, says it is ready, takes the request and never answers: a render that hangs.
const hangingWorker = new URL(
  `data:text/javascript,${encodeURIComponent("import { parentPort } from 'node:worker_threads'; parentPort.on('message', () => {}); parentPort.postMessage('ready');")}`,
);

const texts = siteLanguageFiles.en.quote;
let pool: QuotePdfPool | undefined;

afterEach(async () => {
  await pool?.close();
  await closeQuotePdfRenderer();
});

describe('the quotation PDF renderer thread', () => {
  it('renders in a worker thread and hands back the PDF', async () => {
    const pdf = await renderQuotePdf(sampleQuoteDocument('cs'), siteLanguageFiles.cs.quote);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(pdf.byteLength).toBeGreaterThan(5_000);
  });

  it('renders a Japanese quotation in the thread, its CJK faces loaded there within its heap', async () => {
    const pdf = await renderQuotePdf(
      sampleQuoteDocument('ja', { descriptions: ['フランジ DN50、ステンレス鋼、図面どおり機械加工'] }),
      siteLanguageFiles.ja.quote,
    );
    expect(Buffer.from(pdf).toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansJP/);
  });

  it('fails with a timeout and ends the thread when a render runs past its time', async () => {
    pool = createQuotePdfPool({ timeoutMs: 300, entry: hangingWorker });
    await expect(pool.render(sampleQuoteDocument('en'), texts)).rejects.toMatchObject({
      name: 'QuotePdfError',
      reason: 'timeout',
    });
    expect(pool.hasThread).toBe(false);
  });

  it('refuses a render at once while as many as it allows are waiting', async () => {
    pool = createQuotePdfPool({ timeoutMs: 60_000, entry: hangingWorker, maxWaiting: 2 });
    const running = pool.render(sampleQuoteDocument('en'), texts);
    const waiting = [
      pool.render(sampleQuoteDocument('en'), texts),
      pool.render(sampleQuoteDocument('en'), texts),
    ];
    await expect(pool.render(sampleQuoteDocument('en'), texts)).rejects.toMatchObject({ reason: 'busy' });
    // Closing fails the running and the waiting ones; none is left hanging.
    const settled = Promise.allSettled([running, ...waiting]);
    await pool.close();
    expect((await settled).map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
  });

  it('refuses a document larger than a quotation may be, without starting a thread', async () => {
    pool = createQuotePdfPool({ timeoutMs: 5_000 });
    const tooManyLines = sampleQuoteDocument('en', { lineCount: quotePdfLimits.lines + 1 });
    await expect(pool.render(tooManyLines, texts)).rejects.toMatchObject({ reason: 'too_large' });
    const tooLong = sampleQuoteDocument('en', {
      descriptions: ['x'.repeat(quotePdfLimits.descriptionChars + 1)],
    });
    await expect(pool.render(tooLong, texts)).rejects.toMatchObject({ reason: 'too_large' });
    expect(pool.hasThread).toBe(false);
  });
});
