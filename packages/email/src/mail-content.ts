import type { Locale } from '@sitedesk/shared/locales';

/**
 * What one e-mail says, independent of how it is drawn. The HTML part and the plain-text part are both
 * rendered from it, so the two can never tell the reader different things.
 */
export type MailContent = {
  /** The language of the e-mail's own words (the `lang` of the HTML part). */
  locale: Locale;
  subject: string;
  /** The line most inboxes show after the subject. */
  preview: string;
  heading: string;
  intro: string[];
  /** A value the reader needs to find again, shown large: the inquiry's reference (always left to right). */
  highlight?: { label: string; value: string; note?: string };
  facts: MailFact[];
  /** The visitor's own words, in the visitor's language, line breaks kept. */
  quote?: { label: string; text: string; locale: Locale };
  list?: { label: string; items: string[]; note?: string };
  action?: { label: string; href: string };
  sections: { heading: string; paragraphs: string[] }[];
  signature: string[];
  footer: { text: string; link?: { label: string; href: string } };
};

/**
 * `isLeftToRight`: the value is a reference, an address or a number that reads left to right even in a
 * right-to-left mail (decision 208); it is isolated there, as `dir="ltr"` in HTML and LRI … PDI in text.
 */
export type MailFact = { label: string; value: string; href?: string; isLeftToRight?: boolean };
