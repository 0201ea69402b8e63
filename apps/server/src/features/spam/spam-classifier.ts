/**
 * A multinomial naive Bayes over the words and word pairs of a text (decision 164): how likely a text is spam,
 * learned from labelled texts. Laplace smoothing, log probabilities; the verdict is the mean evidence per
 * known feature, each clipped, so a long text is not certain merely for being long. Pure and synchronous.
 */

export type SpamLabel = 'spam' | 'ham';

export type TokenCounts = { spam: number; ham: number };

export type SpamClassifierModel = {
  /** How many labelled texts each class has seen. */
  documents: TokenCounts;
  /** How many tokens (with repeats) each class has seen in all. */
  tokenTotals: TokenCounts;
  /** Per token, its occurrences in each class. */
  tokens: Map<string, TokenCounts>;
};

/** A text is read only this far, so a huge message costs bounded time. */
export const maxTextChars = 20_000;
/** At most this many tokens of a text count, for training and for classifying. */
export const maxTokensPerText = 1_000;
/** Longer tokens (a pasted hash, a run of letters) are cut here. */
const maxTokenLength = 32;
/** Compounds at least this long (German's "Ersatzteilanfrage") also count by their first and last letters. */
const compoundMinLength = 10;
const compoundPartLength = 5;
/** No one word or word pair moves the verdict by more than this log-likelihood ratio (e^3 ≈ 20 : 1). */
const maxFeatureEvidence = 3;
/** A mean clipped log-likelihood ratio per known feature at or above this counts as certain spam. */
const certainMeanEvidence = 0.5;

export function emptySpamModel(): SpamClassifierModel {
  return { documents: { spam: 0, ham: 0 }, tokenTotals: { spam: 0, ham: 0 }, tokens: new Map() };
}

/** A model learned from a corpus of labelled texts (the shipped seed). */
export function spamModelFromCorpus(corpus: { ham: readonly string[]; spam: readonly string[] }) {
  const model = emptySpamModel();
  for (const text of corpus.ham) train(model, text, 'ham');
  for (const text of corpus.spam) train(model, text, 'spam');
  return model;
}

/** Adds one labelled text to `model` (in place). */
export function train(model: SpamClassifierModel, text: string, label: SpamLabel): void {
  const tokens = spamFeatures(text);
  model.documents[label] += 1;
  model.tokenTotals[label] += tokens.length;
  for (const token of tokens) {
    const counts = model.tokens.get(token) ?? { spam: 0, ham: 0 };
    counts[label] += 1;
    model.tokens.set(token, counts);
  }
}

/** Adds `learned` counts onto a copy of `base`: the shipped seed plus what this installation's staff taught. */
export function mergeSpamModels(
  base: SpamClassifierModel,
  learned: SpamClassifierModel,
): SpamClassifierModel {
  const tokens = new Map<string, TokenCounts>();
  for (const [token, counts] of base.tokens) tokens.set(token, { ...counts });
  for (const [token, counts] of learned.tokens) {
    const sum = tokens.get(token) ?? { spam: 0, ham: 0 };
    tokens.set(token, { spam: sum.spam + counts.spam, ham: sum.ham + counts.ham });
  }
  return {
    documents: {
      spam: base.documents.spam + learned.documents.spam,
      ham: base.documents.ham + learned.documents.ham,
    },
    tokenTotals: {
      spam: base.tokenTotals.spam + learned.tokenTotals.spam,
      ham: base.tokenTotals.ham + learned.tokenTotals.ham,
    },
    tokens,
  };
}

/**
 * How sure the model is that `text` is spam, from 0 to 1; 0.5 when the model knows none of its features.
 * Each known word or word pair gives its log-likelihood ratio, clipped to ±`maxFeatureEvidence`; their mean,
 * scaled so that `certainMeanEvidence` reaches 1 (and its negative 0), is the answer. A sum instead of a mean
 * made every long text certain one way or the other (p = 1.0000 for a genuine partnership request). Features
 * the model never saw are left out: smoothing alone would make them favour the class with fewer tokens.
 */
/**
 * A text the classifier knows fewer features of is judged as if the missing ones said nothing: a one-line
 * inquiry ("Rappelez-moi SVP.") must not be held on the strength of two words.
 */
export const minEvidenceFeatures = 6;

export function classify(model: SpamClassifierModel, text: string): number {
  const { documents, tokenTotals } = model;
  if (documents.spam === 0 || documents.ham === 0) return 0.5;
  const vocabulary = model.tokens.size;
  // Equal priors: how many texts staff happened to label of each class says nothing about the next one.
  const spamDenominator = Math.log(tokenTotals.spam + vocabulary);
  const hamDenominator = Math.log(tokenTotals.ham + vocabulary);
  let evidence = 0;
  let known = 0;
  for (const feature of spamFeatures(text)) {
    const counts = model.tokens.get(feature);
    if (!counts) continue;
    const ratio = Math.log(counts.spam + 1) - spamDenominator - (Math.log(counts.ham + 1) - hamDenominator);
    evidence += Math.max(-maxFeatureEvidence, Math.min(maxFeatureEvidence, ratio));
    known += 1;
  }
  if (known === 0) return 0.5;
  // Divided by at least `minEvidenceFeatures`: two spam-like words ("Yes, please.") are too little to be sure.
  const scaled = evidence / Math.max(known, minEvidenceFeatures) / certainMeanEvidence;
  return 0.5 + 0.5 * Math.max(-1, Math.min(1, scaled));
}

/**
 * What the classifier counts: the words of `tokenizeForSpam` and each pair of neighbouring words ("can i",
 * "i send"), so a pitch's phrasing weighs beside its vocabulary. At most twice the token cap.
 */
export function spamFeatures(text: string): string[] {
  const tokens = tokenizeForSpam(text);
  const features = [...tokens];
  for (let index = 0; index + 1 < tokens.length; index++) {
    features.push(`${tokens[index]} ${tokens[index + 1]}`);
  }
  return features;
}

// One character class repeated: each character is looked at once, so no input can make it backtrack.
const wordPattern = /[\p{L}\p{M}\p{N}]+/gu;
const digitRunPattern = /\p{Nd}+/gu;
// Arabic's short-vowel marks and the tatweel (a stretching stroke) change no word.
const arabicMarksPattern = /[\u064B-\u065F\u0670\u0640]/g;
const arabicAlefPattern = /[\u0622\u0623\u0625\u0671]/g;
const arabicArticle = '\u0627\u0644';

/**
 * The tokens of a text, at most `maxTokensPerText` of them from its first `maxTextChars` characters: NFKC,
 * lower case, every run of digits one `0`. Chinese and Japanese, written without spaces, count by pairs of
 * characters; Arabic loses its vowel marks, its alef variants and its article; long compounds also count by
 * their head and tail, so "Ersatzteilanfrage" and "Preisanfrage" share "frage".
 */
export function tokenizeForSpam(text: string): string[] {
  const normalized = text.slice(0, maxTextChars).normalize('NFKC').toLowerCase();
  const tokens: string[] = [];
  const add = (token: string) => {
    if (tokens.length < maxTokensPerText) tokens.push(token.slice(0, maxTokenLength));
  };
  for (const match of normalized.matchAll(wordPattern)) {
    if (tokens.length >= maxTokensPerText) break;
    const word = match[0].replace(digitRunPattern, '0');
    for (const [isCjk, run] of splitCjkRuns(word)) {
      if (isCjk) {
        addCharacterPairs(run, add);
        continue;
      }
      const token = normalizeArabic(run);
      if ([...token].length < 2) continue;
      add(token);
      if (token.length >= compoundMinLength && !hasDigit(token)) {
        add(`${token.slice(0, compoundPartLength)}…`);
        add(`…${token.slice(-compoundPartLength)}`);
      }
    }
  }
  return tokens;
}

function normalizeArabic(word: string): string {
  const cleaned = word
    .replace(arabicMarksPattern, '')
    .replace(arabicAlefPattern, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0649/g, '\u064A');
  return cleaned.startsWith(arabicArticle) && cleaned.length >= 5 ? cleaned.slice(2) : cleaned;
}

function hasDigit(token: string): boolean {
  return token.includes('0');
}

/** Splits a word into runs of Chinese/Japanese characters and runs of everything else. */
function splitCjkRuns(word: string): [boolean, string][] {
  const runs: [boolean, string][] = [];
  let current = '';
  let currentIsCjk = false;
  for (const character of word) {
    const isCjk = isCjkCharacter(character.codePointAt(0) ?? 0);
    if (current !== '' && isCjk !== currentIsCjk) {
      runs.push([currentIsCjk, current]);
      current = '';
    }
    currentIsCjk = isCjk;
    current += character;
  }
  if (current !== '') runs.push([currentIsCjk, current]);
  return runs;
}

function addCharacterPairs(run: string, add: (token: string) => void): void {
  const characters = [...run];
  if (characters.length === 1) {
    add(characters[0] ?? '');
    return;
  }
  for (let index = 0; index + 1 < characters.length; index++) {
    add(`${characters[index]}${characters[index + 1]}`);
  }
}

function isCjkCharacter(code: number): boolean {
  return (
    (code >= 0x3040 && code <= 0x30ff) || // Hiragana, Katakana
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0x20000 && code <= 0x2ffff)
  );
}
