import type { Locale } from '@sitedesk/shared/locales';
import { oneLine, webLink } from './inquiry-formatting';
import type { MailContent } from './mail-content';

/** The assignee's notice that the visitor answered an inquiry by e-mail (decision 101). */
export type VisitorRepliedMailProps = {
  /** The assignee's language. */
  locale: Locale;
  /** e.g. `SD-26-4F7K2` */
  reference: string;
  visitorName: string;
  /** The first words of the answer, without the quoted history: enough to judge urgency, no more. */
  excerpt: string;
  /** Absolute link to the inquiry in the desk, where the whole message is. */
  deskUrl: string;
  companyName: string;
  siteUrl: string;
};

type Copy = {
  subject: (reference: string) => string;
  preview: (name: string) => string;
  heading: string;
  intro: (name: string) => string;
  referenceLabel: string;
  excerptLabel: string;
  action: string;
  whyHeading: string;
  why: string;
};

const copy: Record<Locale, Copy> = {
  en: {
    subject: (reference) => `New answer from the visitor [${reference}]`,
    preview: (name) => `${name} answered by e-mail.`,
    heading: 'The visitor answered',
    intro: (name) =>
      `${name} answered an inquiry assigned to you. The whole message and its attachments are in the desk.`,
    referenceLabel: 'Reference',
    excerptLabel: 'Beginning of the answer',
    action: 'Open the inquiry',
    whyHeading: 'Why you get this e-mail',
    why: 'The inquiry is assigned to you. You can turn these e-mails off in your preferences in the desk.',
  },
  de: {
    subject: (reference) => `Neue Antwort des Besuchers [${reference}]`,
    preview: (name) => `${name} hat per E-Mail geantwortet.`,
    heading: 'Der Besucher hat geantwortet',
    intro: (name) =>
      `${name} hat auf eine Ihnen zugewiesene Anfrage geantwortet. Die ganze Nachricht und ihre Anhänge finden Sie im Desk.`,
    referenceLabel: 'Referenz',
    excerptLabel: 'Anfang der Antwort',
    action: 'Anfrage öffnen',
    whyHeading: 'Warum Sie diese E-Mail erhalten',
    why: 'Die Anfrage ist Ihnen zugewiesen. Sie können diese E-Mails in Ihren Einstellungen im Desk abschalten.',
  },
  fr: {
    subject: (reference) => `Nouvelle réponse du visiteur [${reference}]`,
    preview: (name) => `${name} a répondu par e-mail.`,
    heading: 'Le visiteur a répondu',
    intro: (name) =>
      `${name} a répondu à une demande qui vous est attribuée. Le message complet et ses pièces jointes se trouvent dans le desk.`,
    referenceLabel: 'Référence',
    excerptLabel: 'Début de la réponse',
    action: 'Ouvrir la demande',
    whyHeading: 'Pourquoi vous recevez cet e-mail',
    why: 'La demande vous est attribuée. Vous pouvez désactiver ces e-mails dans vos préférences du desk.',
  },
  ar: {
    subject: (reference) => `رد جديد من الزائر [${reference}]`,
    preview: (name) => `ردّ ${name} عبر البريد الإلكتروني.`,
    heading: 'ردّ الزائر',
    intro: (name) => `ردّ ${name} على استفسار مُسند إليك. تجد الرسالة كاملة ومرفقاتها في المكتب.`,
    referenceLabel: 'الرقم المرجعي',
    excerptLabel: 'بداية الرد',
    action: 'فتح الاستفسار',
    whyHeading: 'لماذا تصلك هذه الرسالة',
    why: 'هذا الاستفسار مُسند إليك. يمكنك إيقاف هذه الرسائل من تفضيلاتك في المكتب.',
  },
};

export function visitorRepliedContent(props: VisitorRepliedMailProps): MailContent {
  const text = copy[props.locale];
  const name = oneLine(props.visitorName);
  const companyName = oneLine(props.companyName);
  return {
    locale: props.locale,
    subject: text.subject(oneLine(props.reference)),
    preview: text.preview(name),
    heading: text.heading,
    intro: [text.intro(name)],
    facts: [{ label: text.referenceLabel, value: props.reference }],
    // The visitor's language is unknown here; the excerpt is shown as it came.
    quote: { label: text.excerptLabel, text: props.excerpt, locale: props.locale },
    action: { label: text.action, href: props.deskUrl },
    sections: [{ heading: text.whyHeading, paragraphs: [text.why] }],
    signature: [companyName],
    footer: { text: companyName, link: webLink(props.siteUrl) },
  };
}
