/**
 * How long a quotation's PDF takes, how large it is and what memory it takes (decision 218):
 *   npm run bench:quote-pdf
 * Renders in this thread (the renderer's own cost) and through the worker thread the service uses; the
 * figures go to docs/performance.md.
 */

import type { Locale } from '@sitedesk/shared/locales';
import { siteLanguageFiles } from '@sitedesk/shared/messages/site-language-files';
import { closeQuotePdfRenderer, renderQuotePdf } from './index';
import { renderQuotePdfInThisThread } from './render-quote-pdf';
import { sampleQuoteDocument } from './sample-quote-document';

const runs = 20;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(0);

const startRss = process.memoryUsage().rss;
console.log(`RSS before the first render (Node, tsx, the modules): ${mib(startRss)} MiB`);

const cases: { name: string; locale: Locale; lineCount: number; description: string }[] = [
  {
    name: '20 lines, English',
    locale: 'en',
    lineCount: 20,
    description: 'Flange DN50 PN16, stainless 1.4404',
  },
  {
    name: '20 lines, Arabic',
    locale: 'ar',
    lineCount: 20,
    description: 'شفة فولاذية مقاس 50 من الفولاذ المقاوم للصدأ',
  },
  {
    name: '20 lines, Japanese',
    locale: 'ja',
    lineCount: 20,
    description: 'フランジ DN50 PN16、ステンレス鋼 1.4404、図面どおり機械加工',
  },
  {
    name: '20 lines, Chinese',
    locale: 'zh',
    lineCount: 20,
    description: '法兰 DN50 PN16，不锈钢 1.4404，按图纸加工',
  },
  {
    name: '100 lines of 2,000 characters (the limit)',
    locale: 'cs',
    lineCount: 100,
    description: 'Příruba z nerezové oceli obrobená podle výkresu '.repeat(42).slice(0, 2_000),
  },
];

for (const { name, locale, lineCount, description } of cases) {
  const document = sampleQuoteDocument(locale, { lineCount, descriptions: [description] });
  const texts = siteLanguageFiles[locale].quote;
  const count = lineCount > 20 ? 3 : runs;
  // The first render of a language also loads its faces (for Japanese and Chinese: decompresses slices).
  const firstStarted = performance.now();
  await renderQuotePdfInThisThread(document, texts);
  const first = performance.now() - firstStarted;
  const times: number[] = [];
  let size = 0;
  let peakRss = 0;
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    size = (await renderQuotePdfInThisThread(document, texts)).byteLength;
    times.push(performance.now() - started);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  await renderQuotePdf(document, texts);
  const threaded: number[] = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    await renderQuotePdf(document, texts);
    threaded.push(performance.now() - started);
  }
  console.log(
    `${name}: first ${first.toFixed(0)} ms, then ${median(times).toFixed(0)} ms in this thread, ${median(threaded).toFixed(0)} ms through the worker (median of ${count}); ${(size / 1024).toFixed(1)} KiB; peak RSS ${mib(peakRss)} MiB`,
  );
}
await closeQuotePdfRenderer();
