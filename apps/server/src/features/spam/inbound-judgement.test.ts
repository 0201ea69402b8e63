import { describe, expect, it } from 'vitest';
import { judgeInboundMessage } from './inbound-judgement';
import seedCorpus from './seed-corpus.json';
import { spamModelFromCorpus } from './spam-classifier';
import { spamThresholdsFrom } from './spam-signals';

const model = spamModelFromCorpus(seedCorpus);
const thresholds = spamThresholdsFrom({ threshold: 5, minFillSeconds: 3, maxLinks: 2, repeatLimit: 3 });
const subject = 'Re: Your inquiry SD-2026-0001';
const from = 'jana.novakova@recyklace.example';

/** Our own answer, quoted back below the visitor's: its links and sales words are ours, not theirs. */
const quotedHistory = [
  'On Tue, 24 Nov 2026 at 10:00, Sitedesk <reply+abc@in.example> wrote:',
  '> Dear Jana, here is our offer: https://sitedesk.example/offers/1, our terms',
  '> https://sitedesk.example/terms and the datasheet https://sitedesk.example/baler.pdf',
  '> Best price guaranteed, order now and save 20 % on the first delivery!',
].join('\r\n');

const seoPitch =
  'Hello, I checked your website and found it does not rank on the first page of Google. Our SEO team can ' +
  'boost your traffic and backlinks. See https://seo-rank-boost.example/offer ' +
  'https://seo-rank-boost.example/prices https://seo-rank-boost.example/cases';

describe('judgeInboundMessage', () => {
  // Guards against: a visitor's real answer silenced because our quoted mail (links, offer) was scored.
  it('lets a short genuine answer with our own mail quoted below through', () => {
    const judgement = judgeInboundMessage(
      { text: `Thanks, please send the quote.\r\n\r\n${quotedHistory}`, subject, from },
      model,
      thresholds,
    );
    expect(judgement).toEqual({ isSpam: false, score: 0, reasons: [] });
  });

  // Guards against: the classifier (trained on form inquiries) taking a few words or a link list for spam.
  it('lets very short answers and a list of links to drawings through', () => {
    for (const text of [
      'Yes, please.',
      'Thanks, please send the quote',
      'Drawings: https://recyklace.example/a.pdf https://recyklace.example/b.pdf https://recyklace.example/c.pdf',
    ]) {
      expect(judgeInboundMessage({ text, subject, from }, model, thresholds).isSpam).toBe(false);
    }
  });

  it('holds an SEO pitch with several links sent to a reply address', () => {
    const judgement = judgeInboundMessage({ text: seoPitch, subject, from }, model, thresholds);
    expect(judgement.isSpam).toBe(true);
    expect(judgement.reasons).toEqual(['many_links', 'classifier']);
  });

  it('holds link spam behind a shortener from a throwaway address, quoted history or not', () => {
    const judgement = judgeInboundMessage(
      {
        text: `Cheap backlinks and guaranteed Google ranking for your site, limited offer today only: https://bit.ly/3xYz\r\n\r\n${quotedHistory}`,
        subject,
        from: 'seo@mailinator.com',
      },
      model,
      thresholds,
    );
    expect(judgement.isSpam).toBe(true);
    expect(judgement.reasons).toEqual(['links', 'link_shortener', 'disposable_address', 'classifier']);
  });

  it('needs the form’s whole threshold', () => {
    const strict = { ...thresholds, threshold: 100 };
    expect(judgeInboundMessage({ text: seoPitch, subject, from }, model, strict).isSpam).toBe(false);
  });
});
