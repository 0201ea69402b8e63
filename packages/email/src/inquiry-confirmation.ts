import { inquiryTopicLabels } from '@sitedesk/shared/inquiry-labels';
import type { Locale } from '@sitedesk/shared/locales';
import { formatFileSize, oneLine, webLink } from './inquiry-formatting';
import type { MailContent } from './mail-content';
import type { InquiryMailProps } from './render-mail';

type ConfirmationCopy = {
  subject: (reference: string, companyName: string) => string;
  preview: (companyName: string) => string;
  heading: string;
  greeting: (name: string) => string;
  received: (companyName: string) => string;
  referenceLabel: string;
  referenceNote: string;
  topicLabel: string;
  messageLabel: string;
  attachmentsLabel: string;
  nextHeading: string;
  next: (email: string) => string[];
  closing: string;
};

/** The visitor's own language, written as a person would write it (German in the formal "Sie"). */
const copy: Record<Locale, ConfirmationCopy> = {
  en: {
    subject: (reference, companyName) => `Your inquiry to ${companyName} – reference ${reference}`,
    preview: (companyName) => `${companyName} has received your inquiry.`,
    heading: 'Thank you for your inquiry',
    greeting: (name) => `Hello ${name},`,
    received: (companyName) =>
      `thank you for contacting ${companyName}. Your inquiry has reached us, and this e-mail confirms what you sent.`,
    referenceLabel: 'Your reference',
    referenceNote: 'Please quote it whenever you write or call us about this inquiry.',
    topicLabel: 'Topic',
    messageLabel: 'Your message',
    attachmentsLabel: 'Your files',
    nextHeading: 'What happens next',
    next: (email) => [
      `A member of the team responsible for your topic will read your inquiry and reply to you personally at ${email}.`,
      'If you did not send this inquiry, you can ignore this e-mail; nothing else will happen.',
    ],
    closing: 'Kind regards',
  },
  de: {
    subject: (reference, companyName) => `Ihre Anfrage bei ${companyName} – Vorgangsnummer ${reference}`,
    preview: (companyName) => `Ihre Anfrage ist bei ${companyName} eingegangen.`,
    heading: 'Vielen Dank für Ihre Anfrage',
    greeting: (name) => `Guten Tag ${name},`,
    received: (companyName) =>
      `vielen Dank für Ihre Nachricht an ${companyName}. Ihre Anfrage ist bei uns eingegangen; mit dieser E-Mail bestätigen wir Ihnen, was Sie uns gesendet haben.`,
    referenceLabel: 'Ihre Vorgangsnummer',
    referenceNote: 'Bitte geben Sie sie an, wenn Sie uns zu dieser Anfrage schreiben oder anrufen.',
    topicLabel: 'Thema',
    messageLabel: 'Ihre Nachricht',
    attachmentsLabel: 'Ihre Dateien',
    nextHeading: 'Wie es weitergeht',
    next: (email) => [
      `Eine Kollegin oder ein Kollege aus dem zuständigen Team liest Ihre Anfrage und antwortet Ihnen persönlich an ${email}.`,
      'Falls Sie diese Anfrage nicht gesendet haben, können Sie diese E-Mail einfach ignorieren; es geschieht dann nichts weiter.',
    ],
    closing: 'Mit freundlichen Grüßen',
  },
};

/** The e-mail that confirms an inquiry to the visitor who sent it, in the visitor's language. */
export function inquiryConfirmationContent(props: InquiryMailProps): MailContent {
  const text = copy[props.locale];
  const companyName = oneLine(props.companyName);
  return {
    locale: props.locale,
    subject: text.subject(props.reference, companyName),
    preview: text.preview(companyName),
    heading: text.heading,
    intro: [text.greeting(props.name), text.received(companyName)],
    highlight: { label: text.referenceLabel, value: props.reference, note: text.referenceNote },
    facts: [{ label: text.topicLabel, value: inquiryTopicLabels[props.locale][props.topic] }],
    quote: { label: text.messageLabel, text: props.message, locale: props.locale },
    ...(props.attachments.length > 0
      ? {
          list: {
            label: text.attachmentsLabel,
            items: props.attachments.map(
              (file) => `${file.fileName} (${formatFileSize(file.sizeBytes, props.locale)})`,
            ),
          },
        }
      : {}),
    sections: [{ heading: text.nextHeading, paragraphs: text.next(props.email) }],
    signature: [text.closing, companyName],
    footer: { text: companyName, link: webLink(props.siteUrl) },
  };
}
