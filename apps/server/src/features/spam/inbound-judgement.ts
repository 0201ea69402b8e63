import { ownTextOf } from '../inquiry/inbound';
import { isDisposableAddress } from './disposable-domains';
import { classify, type SpamClassifierModel } from './spam-classifier';
import { type SpamJudgement, type SpamThresholds, spamTally } from './spam-signals';
import { hasLink, lettersBesideLinks, linkSignals } from './text-signals';

/** What is known of an e-mail that reached an inquiry's reply address. */
export type InboundMessageSignals = {
  /** The message's plain text, quoted history and all: only the sender's own part is read. */
  text: string;
  subject: string;
  /** The sender's address. */
  from: string;
};

/** Reasons that weigh on their own; one or two links do not (people send a drawing's link). */
const strongReasons = new Set([
  'many_links',
  'link_shortener',
  'markup_link',
  'link_in_subject',
  'disposable_address',
]);
/** Answers with fewer letters than this (links aside) are not read by the classifier. */
const minClassifiedLetters = 60;

/**
 * Scores an e-mail to an inquiry's reply address with the contact form's weights and threshold (decision
 * 164, amendment "inbound mail"), but only the signals mail has: links, a throwaway sender, the classifier.
 * No proof of work, fill time or honeypot. Conservative, since a real answer held here notifies nobody:
 * only the sender's own lines are read (our quoted mail would lend its links and words to every answer), a
 * short "Here it is: <link>" is not taken for a link-only message, the language is not checked (a visitor
 * answers in theirs), and an answer needs the form's whole threshold. No I/O.
 */
export function judgeInboundMessage(
  signals: InboundMessageSignals,
  model: SpamClassifierModel,
  thresholds: SpamThresholds,
): SpamJudgement {
  const { weights } = thresholds;
  const own = ownTextOf(signals.text);
  const tally = spamTally();
  const { add, reasons } = tally;

  const links = linkSignals(own);
  if (links.count > thresholds.maxLinks) add('many_links', weights.manyLinks);
  else if (links.count > 0) add('links', weights.someLinks);
  if (links.hasShortener) add('link_shortener', weights.linkShortener);
  if (links.hasMarkupLink) add('markup_link', weights.markupLink);
  // Our subjects hold no link: one there was put there by the sender.
  if (hasLink(signals.subject)) add('link_in_subject', weights.linkInName);
  if (isDisposableAddress(signals.from)) add('disposable_address', weights.disposableAddress);

  // The classifier learned from form inquiries and takes a short "Yes, please." for spam: on mail it only
  // adds to a signal that weighs on its own (many links, a shortener, markup, a throwaway sender), and reads
  // only an answer long enough to tell.
  const hasStrongSignal = reasons.some((reason) => strongReasons.has(reason));
  if (hasStrongSignal && lettersBesideLinks(own) >= minClassifiedLetters) {
    tally.addClassifier(classify(model, own), weights.classifier);
  }
  return tally.judgement(thresholds.threshold);
}
