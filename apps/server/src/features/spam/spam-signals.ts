import type { ProofCheck } from '../proof-of-work/proof-of-work';
import { isDisposableAddress } from './disposable-domains';
import { classify, type SpamClassifierModel } from './spam-classifier';
import { foreignScript, hasLink, linkSignals } from './text-signals';

// The proof of work's verdict is the proof-of-work feature's own type (decision 166); the score weighs it.
export type { ProofCheck, ProofVerdict } from '../proof-of-work/proof-of-work';

export type SubmissionSignals = {
  locale: string;
  name: string;
  company: string;
  email: string;
  country: string;
  topic: string;
  message: string;
  honeypot: string; // the `website` field
  proof: ProofCheck;
  isBrowserFormPost: boolean; // a page without JavaScript posted the form (Sec-Fetch-Mode: navigate / Sec-Fetch-Dest: document, form content type), as opposed to a JSON or fetch call
  repeatCount: number; // how many submissions with the same normalised message text arrived in the last 24 h (from the database)
};
export type SpamJudgement = { isSpam: boolean; score: number; reasons: string[] };

/** Adds up the weights of the signals found, naming each one that counted, and judges the sum. */
export function spamTally() {
  const reasons: string[] = [];
  let score = 0;
  return {
    reasons,
    add(reason: string, weight: number): void {
      if (weight <= 0) return;
      reasons.push(reason);
      score += weight;
    },
    /** Every bit of the classifier's doubt counts toward the score; as a reason it is named only when fairly sure. */
    addClassifier(probability: number, weight: number): void {
      const learned = weight * Math.max(0, 2 * probability - 1);
      score += learned;
      if (probability >= 0.75 && learned > 0) reasons.push('classifier');
    },
    judgement(threshold: number): SpamJudgement {
      const rounded = Math.round(score * 100) / 100;
      return { isSpam: rounded >= threshold, score: rounded, reasons };
    },
  };
}

/** What each signal adds to the score (decision 164). Data, so a benchmark can tune it. */
export type SpamWeights = {
  /** The hidden field only a bot fills: decisive. */
  honeypot: number;
  proofInvalid: number;
  proofExpired: number;
  proofReplayed: number;
  /** No proof of work from a JSON or fetch call: a script. Reaches the default threshold alone. */
  proofMissingScript: number;
  /** No proof of work from a page without JavaScript: people without it must still get through. */
  proofMissingFormPost: number;
  /** Sent sooner after the challenge than a person fills the form and writes or pastes that message. */
  tooFast: number;
  someLinks: number;
  manyLinks: number;
  linkShortener: number;
  linkOnly: number;
  markupLink: number;
  linkInName: number;
  disposableAddress: number;
  /** Most of the message in a script the page's language does not use (Cyrillic on an English page). */
  foreignScript: number;
  repeatedText: number;
  repeatedTextMany: number;
  /** Scaled by how sure the classifier is: p = 0.5 adds nothing, p = 1 adds all of it. */
  classifier: number;
};

export const defaultSpamWeights: SpamWeights = {
  honeypot: 100,
  proofInvalid: 5,
  proofExpired: 3,
  proofReplayed: 5,
  proofMissingScript: 5,
  proofMissingFormPost: 1.5,
  tooFast: 5,
  someLinks: 0.5,
  manyLinks: 2.5,
  linkShortener: 2,
  linkOnly: 3,
  markupLink: 4,
  linkInName: 3,
  disposableAddress: 3,
  foreignScript: 2.5,
  repeatedText: 1,
  repeatedTextMany: 5,
  classifier: 5,
};

export type SpamThresholds = {
  /** A score at or above this is spam (SPAM_THRESHOLD). */
  threshold: number;
  /** The shortest time to fill the form at all (SPAM_MIN_FILL_SECONDS); 0 turns the check off. */
  minFillMs: number;
  /** More links than this weigh as many (SPAM_MAX_LINKS). */
  maxLinks: number;
  /** This many earlier copies of the text within 24 h weigh as many (SPAM_REPEAT_LIMIT). */
  repeatLimit: number;
  weights: SpamWeights;
};

export function spamThresholdsFrom(settings: {
  threshold: number;
  minFillSeconds: number;
  maxLinks: number;
  repeatLimit: number;
}): SpamThresholds {
  return {
    threshold: settings.threshold,
    minFillMs: settings.minFillSeconds * 1000,
    maxLinks: settings.maxLinks,
    repeatLimit: settings.repeatLimit,
    weights: defaultSpamWeights,
  };
}

/**
 * The text of an inquiry the classifier reads, and the text to train it with (`recordSpamVerdict`): spam
 * sits in the company field as much as in the message. Not the name or address: the learned counts outlive
 * an erased inquiry, and should hold as little of a person as a text classifier can.
 */
export function spamTextOf(inquiry: { company: string; message: string }): string {
  return `${inquiry.company}\n${inquiry.message}`;
}

/** Shorter texts sent again and again weigh only a little: people write the same short sentences. */
const minRepeatedTextLength = 60;

/** Each character of the message adds this much to the time a person needs, up to `maxExtraFillMs`. */
const fillMsPerCharacter = 10;
const maxExtraFillMs = 12_000;

/**
 * Scores a submission from its signals: a score, not a wall (decision 164). No I/O, so a benchmark can run it
 * over a labelled set. `reasons` are stable codes (no personal data), for the log and for staff.
 */
export function judgeSubmission(
  signals: SubmissionSignals,
  model: SpamClassifierModel,
  thresholds: SpamThresholds,
): SpamJudgement {
  const { weights } = thresholds;
  const tally = spamTally();
  const { add } = tally;

  if (signals.honeypot.trim() !== '') add('honeypot', weights.honeypot);

  const { proof } = signals;
  if (proof.verdict === 'invalid') add('proof_invalid', weights.proofInvalid);
  if (proof.verdict === 'expired') add('proof_expired', weights.proofExpired);
  if (proof.verdict === 'replayed') add('proof_replayed', weights.proofReplayed);
  if (proof.verdict === 'missing') {
    if (signals.isBrowserFormPost) add('proof_missing_form_post', weights.proofMissingFormPost);
    else add('proof_missing', weights.proofMissingScript);
  }
  if (thresholds.minFillMs > 0 && proof.ageMs !== undefined) {
    const neededMs =
      thresholds.minFillMs + Math.min(maxExtraFillMs, signals.message.length * fillMsPerCharacter);
    if (proof.ageMs < neededMs) add('too_fast', weights.tooFast);
  }

  const links = linkSignals(`${signals.message}\n${signals.company}`);
  if (links.count > thresholds.maxLinks) add('many_links', weights.manyLinks);
  else if (links.count > 0) add('links', weights.someLinks);
  if (links.hasShortener) add('link_shortener', weights.linkShortener);
  if (links.isLinkOnly) add('link_only', weights.linkOnly);
  if (links.hasMarkupLink) add('markup_link', weights.markupLink);
  if (hasLink(signals.name)) add('link_in_name', weights.linkInName);

  if (isDisposableAddress(signals.email)) add('disposable_address', weights.disposableAddress);
  if (foreignScript(signals.message, signals.locale)) add('foreign_script', weights.foreignScript);

  // A short text ("Please send your catalogue.") is written alike by many people; a long one is not.
  const isLongEnoughToRepeat = [...signals.message.trim()].length >= minRepeatedTextLength;
  if (isLongEnoughToRepeat && signals.repeatCount >= thresholds.repeatLimit) {
    add('repeated_text_many', weights.repeatedTextMany);
  } else if (signals.repeatCount > 0) add('repeated_text', weights.repeatedText);

  tally.addClassifier(classify(model, spamTextOf(signals)), weights.classifier);
  return tally.judgement(thresholds.threshold);
}
