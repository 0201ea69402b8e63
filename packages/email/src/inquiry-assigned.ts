import type { DeskLocale } from '@sitedesk/shared/locales';
import { oneLine } from './inquiry-formatting';
import type { MailContent } from './mail-content';
import { companySignOff } from './sign-off';

/**
 * A staff member's notice that an inquiry was assigned to them by someone else or by a routing rule
 * (decision 174); a member who takes one themselves gets none.
 */
export type InquiryAssignedMailProps = {
  /** The recipient's language. */
  locale: DeskLocale;
  reference: string;
  visitorName: string;
  /** Who assigned it, by name; `null`: a routing rule, on arrival. */
  assignedBy: string | null;
  /** Absolute link to the inquiry in the desk. */
  deskUrl: string;
  companyName: string;
  siteUrl: string;
};

type Copy = {
  subject: (reference: string) => string;
  heading: string;
  byMember: (name: string, by: string) => string;
  byRule: (name: string) => string;
  referenceLabel: string;
  action: string;
  whyHeading: string;
  why: string;
};

const copy: Record<DeskLocale, Copy> = {
  en: {
    subject: (reference) => `Assigned to you [${reference}]`,
    heading: 'An inquiry was assigned to you',
    byMember: (name, by) => `${by} assigned ${name}’s inquiry to you.`,
    byRule: (name) => `A routing rule assigned ${name}’s inquiry to you.`,
    referenceLabel: 'Reference',
    action: 'Open the inquiry',
    whyHeading: 'Why you get this e-mail',
    why: 'You can turn these e-mails off in your e-mail settings in the desk.',
  },
  de: {
    subject: (reference) => `Ihnen zugewiesen [${reference}]`,
    heading: 'Ihnen wurde eine Anfrage zugewiesen',
    byMember: (name, by) => `${by} hat Ihnen die Anfrage von ${name} zugewiesen.`,
    byRule: (name) => `Eine Zuweisungsregel hat Ihnen die Anfrage von ${name} zugewiesen.`,
    referenceLabel: 'Referenz',
    action: 'Anfrage öffnen',
    whyHeading: 'Warum Sie diese E-Mail erhalten',
    why: 'Sie können diese E-Mails in Ihren E-Mail-Einstellungen im Desk abschalten.',
  },
  fr: {
    subject: (reference) => `Attribuée à vous [${reference}]`,
    heading: 'Une demande vous a été attribuée',
    byMember: (name, by) => `${by} vous a attribué la demande de ${name}.`,
    byRule: (name) => `Une règle de routage vous a attribué la demande de ${name}.`,
    referenceLabel: 'Référence',
    action: 'Ouvrir la demande',
    whyHeading: 'Pourquoi vous recevez cet e-mail',
    why: 'Vous pouvez désactiver ces e-mails dans vos paramètres d’e-mail du desk.',
  },
  ar: {
    subject: (reference) => `أُسند إليك [${reference}]`,
    heading: 'أُسند إليك استفسار',
    byMember: (name, by) => `أسند ${by} إليك استفسار ${name}.`,
    byRule: (name) => `أسندت قاعدة توزيع إليك استفسار ${name}.`,
    referenceLabel: 'الرقم المرجعي',
    action: 'فتح الاستفسار',
    whyHeading: 'لماذا تصلك هذه الرسالة',
    why: 'يمكنك إيقاف هذه الرسائل من إعدادات البريد الإلكتروني في المكتب.',
  },

  cs: {
    subject: (reference) => `Přiřazeno vám [${reference}]`,
    heading: 'Byla vám přiřazena poptávka',
    // "kterou poslal(a)" keeps the visitor's name in the nominative, as the desk writes names.
    byMember: (name, by) => `${by} vám přiřadil(a) poptávku, kterou poslal(a) ${name}.`,
    byRule: (name) => `Pravidlo směrování vám přiřadilo poptávku, kterou poslal(a) ${name}.`,
    referenceLabel: 'Číslo',
    action: 'Otevřít poptávku',
    whyHeading: 'Proč vám tento e-mail přišel',
    why: 'Tyto e-maily můžete vypnout v nastavení e-mailů v Sitedesku.',
  },
  es: {
    subject: (reference) => `Asignada a ti [${reference}]`,
    heading: 'Se te ha asignado una consulta',
    byMember: (name, by) => `${by} te ha asignado la consulta de ${name}.`,
    byRule: (name) => `Una regla de enrutamiento te ha asignado la consulta de ${name}.`,
    referenceLabel: 'Referencia',
    action: 'Abrir la consulta',
    whyHeading: 'Por qué recibes este correo',
    why: 'Puedes desactivar estos correos en tus ajustes de correo del Desk.',
  },
  it: {
    subject: (reference) => `Assegnata a te [${reference}]`,
    heading: 'Ti è stata assegnata una richiesta',
    byMember: (name, by) => `${by} ti ha assegnato la richiesta di ${name}.`,
    byRule: (name) => `Una regola di smistamento ti ha assegnato la richiesta di ${name}.`,
    referenceLabel: 'Riferimento',
    action: 'Apri la richiesta',
    whyHeading: 'Perché ricevi questa e-mail',
    why: 'Puoi disattivare queste e-mail nelle tue impostazioni e-mail del Desk.',
  },
  pl: {
    subject: (reference) => `Przypisano do Ciebie [${reference}]`,
    heading: 'Przypisano Ci zapytanie',
    // Names stay in the nominative (after a label), as the desk writes them; Polish would decline them otherwise.
    byMember: (name, by) => `Użytkownik ${by} przypisał Ci zapytanie. Nadawca: ${name}.`,
    byRule: (name) => `Reguła przydzielania przypisała Ci zapytanie. Nadawca: ${name}.`,
    referenceLabel: 'Numer',
    action: 'Otwórz zapytanie',
    whyHeading: 'Dlaczego otrzymujesz tę wiadomość',
    why: 'Te wiadomości można wyłączyć w ustawieniach e-mail w Sitedesku.',
  },
};

export function inquiryAssignedContent(props: InquiryAssignedMailProps): MailContent {
  const text = copy[props.locale];
  const name = oneLine(props.visitorName);
  const companyName = oneLine(props.companyName);
  const intro = props.assignedBy ? text.byMember(name, oneLine(props.assignedBy)) : text.byRule(name);
  return {
    locale: props.locale,
    subject: text.subject(oneLine(props.reference)),
    preview: intro,
    heading: text.heading,
    intro: [intro],
    facts: [{ label: text.referenceLabel, value: props.reference, isLeftToRight: true }],
    action: { label: text.action, href: props.deskUrl },
    sections: [{ heading: text.whyHeading, paragraphs: [text.why] }],
    ...companySignOff(companyName, props.siteUrl),
  };
}
