import { inquiryTopicLabels } from '@sitedesk/shared/inquiry-labels';
import type { Locale } from '@sitedesk/shared/locales';
import { erasureRequestMessageCatalogs } from '@sitedesk/shared/messages/erasure-request-catalogs';
import { visitorPageMessageCatalogs } from '@sitedesk/shared/messages/visitor-page-catalogs';
import { oneLine } from './inquiry-formatting';
import { inquirySubject } from './inquiry-subject';
import type { MailContent, MailFact } from './mail-content';
import type { InquiryMailProps } from './render-mail';
import { companySignOff } from './sign-off';

type ConfirmationCopy = {
  preview: (companyName: string) => string;
  heading: string;
  /** `name`: what `greetingName` left of the visitor's name; `undefined` when nothing safe was left. */
  greeting: (name: string | undefined) => string;
  received: (companyName: string) => string;
  referenceLabel: string;
  referenceNote: string;
  topicLabel: string;
  /** Names the product or job the inquiry is about (our own words: the entry's title, never the visitor's). */
  entryLabel: (collection: 'products' | 'jobs') => string;
  filesLabel: string;
  files: (count: number) => string;
  nextHeading: string;
  next: (email: string) => string[];
  closing: string;
};

/** The visitor's own language, written as a person would write it (German in the formal "Sie"). */
const copy: Record<Locale, ConfirmationCopy> = {
  en: {
    preview: (companyName) => `${companyName} has received your inquiry.`,
    heading: 'Thank you for your inquiry',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    received: (companyName) =>
      `thank you for contacting ${companyName}. Your inquiry has reached us, and this e-mail confirms it.`,
    referenceLabel: 'Your reference',
    referenceNote: 'Please quote it whenever you write or call us about this inquiry.',
    topicLabel: 'Topic',
    entryLabel: (collection) => (collection === 'jobs' ? 'Application for' : 'Quote request for'),
    filesLabel: 'Files',
    files: (count) => (count === 1 ? '1 file received' : `${count} files received`),
    nextHeading: 'What happens next',
    next: (email) => [
      `A member of the team responsible for your topic will read your inquiry and reply to you personally at ${email}.`,
      'If you did not send this inquiry, you can ignore this e-mail; nothing else will happen.',
    ],
    closing: 'Kind regards',
  },
  de: {
    preview: (companyName) => `Ihre Anfrage ist bei ${companyName} eingegangen.`,
    heading: 'Vielen Dank für Ihre Anfrage',
    greeting: (name) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
    received: (companyName) =>
      `vielen Dank für Ihre Nachricht an ${companyName}. Ihre Anfrage ist bei uns eingegangen; mit dieser E-Mail bestätigen wir den Eingang.`,
    referenceLabel: 'Ihre Vorgangsnummer',
    referenceNote: 'Bitte geben Sie sie an, wenn Sie uns zu dieser Anfrage schreiben oder anrufen.',
    topicLabel: 'Thema',
    entryLabel: (collection) => (collection === 'jobs' ? 'Bewerbung auf' : 'Angebotsanfrage für'),
    filesLabel: 'Dateien',
    files: (count) => (count === 1 ? '1 Datei erhalten' : `${count} Dateien erhalten`),
    nextHeading: 'Wie es weitergeht',
    next: (email) => [
      `Eine Kollegin oder ein Kollege aus dem zuständigen Team liest Ihre Anfrage und antwortet Ihnen persönlich an ${email}.`,
      'Falls Sie diese Anfrage nicht gesendet haben, können Sie diese E-Mail einfach ignorieren; es geschieht dann nichts weiter.',
    ],
    closing: 'Mit freundlichen Grüßen',
  },
  fr: {
    preview: (companyName) => `${companyName} a bien reçu votre demande.`,
    heading: 'Merci pour votre demande',
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    received: (companyName) =>
      `merci d’avoir contacté ${companyName}. Votre demande nous est bien parvenue, et cet e-mail en accuse réception.`,
    referenceLabel: 'Votre référence',
    referenceNote:
      'Merci de l’indiquer chaque fois que vous nous écrivez ou nous appelez au sujet de cette demande.',
    topicLabel: 'Sujet',
    entryLabel: (collection) => (collection === 'jobs' ? 'Candidature pour' : 'Demande de devis pour'),
    filesLabel: 'Fichiers',
    files: (count) => (count === 1 ? '1 fichier reçu' : `${count} fichiers reçus`),
    nextHeading: 'La suite',
    next: (email) => [
      `Un membre de l’équipe chargée de votre sujet lira votre demande et vous répondra personnellement à ${email}.`,
      'Si vous n’avez pas envoyé cette demande, vous pouvez ignorer cet e-mail ; il ne se passera rien d’autre.',
    ],
    closing: 'Cordialement',
  },
  ar: {
    preview: (companyName) => `تلقّت ${companyName} استفسارك.`,
    heading: 'شكرًا لك على استفسارك',
    greeting: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    received: (companyName) =>
      `نشكرك على تواصلك مع ${companyName}. لقد وصلنا استفسارك، وتؤكد هذه الرسالة استلامه.`,
    referenceLabel: 'الرقم المرجعي',
    referenceNote: 'يُرجى ذكره كلما راسلتنا أو اتصلت بنا بشأن هذا الاستفسار.',
    topicLabel: 'الموضوع',
    entryLabel: (collection) => (collection === 'jobs' ? 'طلب توظيف لوظيفة' : 'طلب عرض سعر لـ'),
    filesLabel: 'الملفات',
    files: (count) => (count === 1 ? 'تم استلام ملف واحد' : `عدد الملفات المستلمة: ${count}`),
    nextHeading: 'الخطوات التالية',
    next: (email) => [
      `سيقرأ أحد أعضاء الفريق المسؤول عن موضوعك استفسارك وسيرد عليك شخصيًا على ${email}.`,
      'إذا لم تُرسل هذا الاستفسار، يمكنك تجاهل هذه الرسالة؛ ولن يحدث أي شيء آخر.',
    ],
    closing: 'مع أطيب التحيات',
  },
};

/**
 * The e-mail that confirms an inquiry to the address typed into the form, in the visitor's language. That
 * address is unverified: anyone can type anyone's. So the mail carries nothing the sender chose but a short
 * greeting — no message, no company, no file names, no links of theirs — and our own mail server cannot
 * be used to send someone else's words to a stranger.
 */
export function inquiryConfirmationContent(props: InquiryMailProps): MailContent {
  const text = copy[props.locale];
  const companyName = oneLine(props.companyName);
  const facts: MailFact[] = [
    { label: text.topicLabel, value: inquiryTopicLabels[props.locale][props.topic] },
  ];
  if (props.entry) {
    facts.push({ label: text.entryLabel(props.entry.collection), value: oneLine(props.entry.title) });
  }
  if (props.attachments.length > 0) {
    facts.push({ label: text.filesLabel, value: text.files(props.attachments.length) });
  }
  // GDPR art. 17 (decision 185): our signed link to ask for erasure, never one of theirs.
  if (props.erasureUrl) {
    const erasure = erasureRequestMessageCatalogs[props.locale];
    facts.push({ label: erasure.mailLabel, value: erasure.mailLink, href: props.erasureUrl });
  }
  return {
    locale: props.locale,
    subject: inquirySubject(props.locale, props.reference, companyName),
    preview: text.preview(companyName),
    heading: text.heading,
    intro: [text.greeting(greetingName(props.name)), text.received(companyName)],
    highlight: { label: text.referenceLabel, value: props.reference, note: text.referenceNote },
    facts,
    // The visitor's own page (decision 173): our link, never one of theirs.
    ...(props.requestUrl
      ? {
          action: {
            label: visitorPageMessageCatalogs[props.locale].mail.confirmationAction,
            href: props.requestUrl,
          },
        }
      : {}),
    sections: [{ heading: text.nextHeading, paragraphs: text.next(props.email) }],
    ...companySignOff(companyName, props.siteUrl, text.closing),
  };
}

/** Long enough for nearly every real name; too short to carry a message. */
export const greetingNameMaxLength = 40;

/**
 * The visitor's name as far as a greeting needs it: on one line, without anything a mail program would turn
 * into a link (a word with `://`, `www.`, `@`, a slash or a dot between letters, as in `evil.example`), cut
 * to `greetingNameMaxLength` characters at a word's end. `undefined` when nothing is left.
 */
export function greetingName(name: string): string | undefined {
  const words = oneLine(name)
    .split(' ')
    .filter((word) => word !== '' && !looksLikeLink(word));
  let kept = '';
  for (const word of words) {
    const next = kept === '' ? word : `${kept} ${word}`;
    if ([...next].length > greetingNameMaxLength) break;
    kept = next;
  }
  return kept === '' ? undefined : kept;
}

function looksLikeLink(word: string): boolean {
  return /:\/\/|^www\.|[@/\\]|\p{L}\.\p{L}|\.(?:[a-z]{2,})$/iu.test(word);
}
