import { describe, expect, it } from 'vitest';
import seedCorpus from './seed-corpus.json';
import {
  classify,
  maxTextChars,
  maxTokensPerText,
  spamFeatures,
  spamModelFromCorpus,
  tokenizeForSpam,
  train,
} from './spam-classifier';

describe('tokenizeForSpam', () => {
  it('lower-cases, applies NFKC and collapses every run of digits', () => {
    expect(tokenizeForSpam('ＢＵＹ Viagra 500mg NOW 2026')).toEqual(['buy', 'viagra', '0mg', 'now']);
  });

  it('shares the head of German compounds, so a new compound still counts', () => {
    const tokens = tokenizeForSpam('Ersatzteilanfrage und Preisanfrage');
    expect(tokens).toContain('ersatzteilanfrage');
    expect(tokens.filter((token) => token === '…frage')).toHaveLength(2);
  });

  it('reads Arabic without vowel marks, alef variants or the article', () => {
    // "الأسعار" (the prices) with and without its marks and article: one token.
    expect(tokenizeForSpam('الأَسْعَار')).toEqual(tokenizeForSpam('اسعار'));
  });

  it('reads Chinese and Japanese, written without spaces, by pairs of characters', () => {
    expect(tokenizeForSpam('免费赚钱')).toEqual(['免费', '费赚', '赚钱']);
  });

  it('reads at most its token cap from a huge message, and nothing past its character cap', () => {
    // Guards against a 5 MB message costing unbounded time: a script could post one per request.
    const huge = 'valve pump '.repeat(500_000);
    expect(tokenizeForSpam(huge)).toHaveLength(maxTokensPerText);
    const lateWord = `${' '.repeat(maxTextChars)} casino`;
    expect(tokenizeForSpam(lateWord)).toEqual([]);
  });
});

describe('spamFeatures', () => {
  it('counts each pair of neighbouring words beside the words, within twice the token cap', () => {
    expect(spamFeatures('Can I send our catalogue')).toEqual([
      'can',
      'send',
      'our',
      'catalogue',
      'can send',
      'send our',
      'our catalogue',
    ]);
    expect(spamFeatures('valve pump '.repeat(500_000))).toHaveLength(2 * maxTokensPerText - 1);
  });
});

describe('classify', () => {
  const model = spamModelFromCorpus(seedCorpus);

  it('tells the seed’s kinds of spam from industrial inquiries in each site language', () => {
    expect(classify(model, 'Cheap viagra online, no prescription, fast shipping')).toBeGreaterThan(0.9);
    expect(classify(model, 'Boost your Google ranking with our SEO backlinks offer')).toBeGreaterThan(0.9);
    expect(classify(model, 'Please send a quote for a baler with delivery time')).toBeLessThan(0.1);
    expect(classify(model, 'Bitte senden Sie ein Angebot für eine Ballenpresse mit Lieferzeit')).toBeLessThan(
      0.1,
    );
    expect(classify(model, 'Pouvez-vous nous envoyer une offre pour un broyeur ?')).toBeLessThan(0.1);
    expect(classify(model, 'نرجو إرسال عرض سعر لمكبس الكرتون')).toBeLessThan(0.1);
  });

  it('says nothing (0.5) of a text whose words it never saw', () => {
    expect(classify(model, 'qwzx vbnm')).toBe(0.5);
  });

  it('tells the same words apart by their order (word pairs count)', () => {
    // Guards against a words-only model: both texts have the same words, only the pitch's phrasing differs.
    const ordered = spamModelFromCorpus({ ham: ['offer send'], spam: ['send offer'] });
    expect(classify(ordered, 'send offer')).toBeGreaterThan(0.5);
    expect(classify(ordered, 'offer send')).toBeLessThan(0.5);
  });

  it('is not made certain by a text’s length: the same text ten times stays as unsure as once', () => {
    // Guards against a summed verdict that called every long genuine request certain spam (p = 1.0000).
    const text = 'We would like to offer a joint project on your balers';
    const once = classify(model, text);
    const tenTimes = classify(model, `${text}\n`.repeat(10));
    expect(once).toBeLessThan(0.5);
    expect(tenTimes).toBeLessThan(0.5);
    expect(tenTimes).toBeGreaterThan(0.01);
  });

  it('learns from what it is taught', () => {
    const taught = spamModelFromCorpus(seedCorpus);
    const text = 'Lottery winner: claim your jackpot with the lottery agent';
    const before = classify(taught, text);
    for (let round = 0; round < 3; round++) train(taught, text, 'spam');
    expect(classify(taught, text)).toBeGreaterThan(Math.max(before, 0.9));
  });
});
