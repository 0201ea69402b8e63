import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import seedCorpus from './seed-corpus.json';
import { spamModelFromCorpus } from './spam-classifier';
import {
  defaultSpamWeights,
  judgeSubmission,
  type SubmissionSignals,
  spamThresholdsFrom,
} from './spam-signals';

const model = spamModelFromCorpus(seedCorpus);
const thresholds = spamThresholdsFrom({ threshold: 5, minFillSeconds: 3, maxLinks: 2, repeatLimit: 3 });

/** A person on the English page whose browser solved the proof of work and took a minute to write. */
const person: SubmissionSignals = {
  locale: 'en',
  name: 'Jana Nováková',
  company: 'Recyklace Morava s.r.o.',
  email: 'jana.novakova@recyklace.example',
  country: 'CZ',
  topic: 'quote',
  message: 'Please quote a horizontal baler for 40 t/day of PET bottles, delivery to Brno.',
  honeypot: '',
  proof: { verdict: 'valid', ageMs: 75_000 },
  isBrowserFormPost: false,
  repeatCount: 0,
};

const judge = (changes: Partial<SubmissionSignals>) =>
  judgeSubmission({ ...person, ...changes }, model, thresholds);

describe('judgeSubmission', () => {
  it('lets a person with a valid proof through with nothing against them', () => {
    expect(judge({})).toEqual({ isSpam: false, score: 0, reasons: [] });
  });

  it('holds a script’s JSON post without proof of work, however plausible its message', () => {
    const judgement = judge({ proof: { verdict: 'missing' } });
    expect(judgement.isSpam).toBe(true);
    expect(judgement.reasons).toEqual(['proof_missing']);
  });

  it('lets a plausible German inquiry through from a page without JavaScript (no proof)', () => {
    const judgement = judge({
      locale: 'de',
      name: 'Klaus Brandt',
      company: 'Entsorgung Brandt GmbH',
      email: 'k.brandt@entsorgung-brandt.example',
      country: 'DE',
      message:
        'Guten Tag, wir benötigen für unsere Ballenpresse VB 60 zwei Hydraulikzylinder. Bitte senden Sie uns ein Angebot mit Lieferzeit.',
      proof: { verdict: 'missing' },
      isBrowserFormPost: true,
    });
    expect(judgement.isSpam).toBe(false);
    expect(judgement.reasons).toEqual(['proof_missing_form_post']);
  });

  it('holds whatever filled the honeypot', () => {
    const judgement = judge({ honeypot: 'https://example.com' });
    expect(judgement.isSpam).toBe(true);
    expect(judgement.reasons).toContain('honeypot');
  });

  it('holds link spam even with a valid proof of work', () => {
    const judgement = judge({
      message:
        'Cheap loans approved in minutes: https://bit.ly/3loan https://cheap-loans.example/apply https://cheap-loans.example/fast',
    });
    expect(judgement.isSpam).toBe(true);
    expect(judgement.reasons).toEqual(expect.arrayContaining(['many_links', 'link_shortener']));
  });

  it('holds BBCode links, which no person types into a form', () => {
    expect(judge({ message: 'Nice site! [url=https://casino.example]best casino bonus[/url]' }).isSpam).toBe(
      true,
    );
  });

  it('holds Cyrillic SEO text on the English page', () => {
    const judgement = judge({
      name: 'Алексей',
      company: '',
      message:
        'Здравствуйте! Продвижение вашего сайта в топ Яндекса и Google, увеличение трафика и продаж. Недорого, гарантия результата. Пишите в телеграм.',
    });
    expect(judgement.isSpam).toBe(true);
    expect(judgement.reasons).toEqual(expect.arrayContaining(['foreign_script', 'classifier']));
  });

  it('takes Arabic on the Arabic page and English on any page as fitting the page', () => {
    const arabic = judge({
      locale: 'ar',
      message: 'مرحبا، نحن شركة لإدارة النفايات ونبحث عن مكبس للكرتون. نرجو إرسال عرض سعر مع مدة التسليم.',
    });
    expect(arabic.reasons).not.toContain('foreign_script');
    expect(judge({ locale: 'ar' }).reasons).not.toContain('foreign_script');
    expect(judge({ locale: 'de' }).reasons).not.toContain('foreign_script');
  });

  it('holds a form sent seconds after its challenge, and a forged or reused proof', () => {
    expect(judge({ proof: { verdict: 'valid', ageMs: 900 } }).reasons).toContain('too_fast');
    expect(judge({ proof: { verdict: 'invalid' } }).isSpam).toBe(true);
    expect(judge({ proof: { verdict: 'replayed', ageMs: 60_000 } }).isSpam).toBe(true);
  });

  it('weighs a throwaway address and a text sent many times, but neither alone holds a person', () => {
    const disposable = judge({ email: 'someone@mailinator.com' });
    expect(disposable.reasons).toEqual(['disposable_address']);
    expect(disposable.isSpam).toBe(false);
    expect(judge({ repeatCount: 1 }).reasons).toEqual(['repeated_text']);
    expect(judge({ repeatCount: 5, proof: { verdict: 'missing' }, isBrowserFormPost: true }).isSpam).toBe(
      true,
    );
  });

  // Guards against holding people who write the same short sentence: "Please send your catalogue."
  it('weighs a short text sent many times only a little, a long one fully', () => {
    const catalogue = { message: 'Please send us your catalogue.', repeatCount: 20 };
    expect(judge(catalogue)).toMatchObject({ isSpam: false, reasons: ['repeated_text'] });
    expect(judge({ repeatCount: 20 })).toMatchObject({ isSpam: true, reasons: ['repeated_text_many'] });
  });

  // Regression: "Yes, please." and "Rappelez-moi SVP." with a valid proof were held on two spam-like words.
  it('never holds a short line from a person on the classifier alone', () => {
    for (const message of ['Yes, please.', 'Rappelez-moi SVP.', 'Call me', 'Angebot bitte', 'Merci']) {
      expect(judge({ message }).isSpam, message).toBe(false);
    }
  });

  it('follows the configured threshold', () => {
    const strict = { ...thresholds, threshold: 1 };
    const signals = { ...person, proof: { verdict: 'missing' as const }, isBrowserFormPost: true };
    expect(judgeSubmission(signals, model, strict).isSpam).toBe(true);
    expect(judgeSubmission(signals, model, thresholds).isSpam).toBe(false);
    expect(defaultSpamWeights.proofMissingScript).toBeGreaterThanOrEqual(5);
  });

  it('judges any text in any field without throwing, with a finite score and known reason codes', () => {
    // Guards against a crafted message (lone surrogates, combining marks, odd scripts) turning into a 500.
    const known = new Set<string>([
      ...['honeypot', 'proof_missing', 'too_fast', 'links', 'many_links', 'link_shortener', 'link_only'],
      ...['markup_link', 'link_in_name', 'disposable_address', 'foreign_script', 'classifier'],
      ...['repeated_text', 'repeated_text_many'],
    ]);
    const anyText = fc.string({ unit: 'binary', maxLength: 3000 });
    fc.assert(
      fc.property(anyText, anyText, anyText, anyText, (name, company, email, message) => {
        const judgement = judge({ name, company, email, message, honeypot: '' });
        expect(Number.isFinite(judgement.score)).toBe(true);
        for (const reason of judgement.reasons) expect(known).toContain(reason);
      }),
      { numRuns: 200 },
    );
  });
});
