import { describe, expect, it } from 'vitest';
import seedCorpus from './seed-corpus.json';
import {
  classify,
  maxTextChars,
  maxTokensPerText,
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

  it('learns from what it is taught', () => {
    const taught = spamModelFromCorpus(seedCorpus);
    const text = 'Lottery winner: claim your jackpot with the lottery agent';
    const before = classify(taught, text);
    for (let round = 0; round < 3; round++) train(taught, text, 'spam');
    expect(classify(taught, text)).toBeGreaterThan(Math.max(before, 0.9));
  });
});
