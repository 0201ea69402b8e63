import type { DeskLocale } from '@sitedesk/shared/locales';
import { greetingName } from './greeting-name';
import { formatReceivedAt, oneLine, webHref } from './inquiry-formatting';
import type { MailContent } from './mail-content';
import { companySignOff } from './sign-off';

/**
 * The notice to a job's contact person that someone applied (decision 130). The contact address is whatever
 * the job ad names, maybe a person outside the desk, so the notice carries only what it takes to act: the
 * job, the reference, the applicant's name and how many files came. The message, the applicant's address
 * and phone, and the CV stay in the desk, behind its sign-in.
 */
export type JobApplicationMailProps = {
  /** The language of the job ad the visitor applied through. */
  locale: DeskLocale;
  /** e.g. `SD-26-4F7K2` */
  reference: string;
  jobTitle: string;
  /** The job's contact person, as the ad names them. */
  contactName: string;
  applicantName: string;
  attachmentCount: number;
  /** ISO timestamp. */
  createdAt: string;
  /** Absolute link to the application in the desk. */
  deskUrl: string;
  companyName: string;
  siteUrl: string;
};

/**
 * "3 soubory", "5 souborů": the count with the noun in the form `Intl.PluralRules` picks for it, for languages
 * with more than a singular and a plural. `other` covers what the language's rules put there (and fractions).
 */
function countOf(
  count: number,
  locale: 'cs' | 'pl',
  nouns: { one: string; few: string; other: string },
): string {
  const category = new Intl.PluralRules(locale).select(count);
  const noun = category === 'one' ? nouns.one : category === 'few' ? nouns.few : nouns.other;
  return `${count} ${noun}`;
}

type Copy = {
  subject: (job: string, reference: string) => string;
  preview: (job: string) => string;
  heading: string;
  greeting: (name: string | undefined) => string;
  intro: (job: string) => string;
  referenceLabel: string;
  jobLabel: string;
  applicantLabel: string;
  filesLabel: string;
  files: (count: number) => string;
  receivedLabel: string;
  action: string;
  privacyHeading: string;
  privacy: string;
};

const copy: Record<DeskLocale, Copy> = {
  en: {
    subject: (job, reference) => `New application for ${job} [${reference}]`,
    preview: (job) => `Someone applied for ${job} through the website.`,
    heading: 'A new application has arrived',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    intro: (job) =>
      `an application for “${job}” has arrived through the website. You are named as the contact for this job.`,
    referenceLabel: 'Reference',
    jobLabel: 'Job',
    applicantLabel: 'Applicant',
    filesLabel: 'Files',
    files: (count) => (count === 1 ? '1 file' : `${count} files`),
    receivedLabel: 'Received',
    action: 'Open the application in the desk',
    privacyHeading: 'Why the details are not in this e-mail',
    privacy:
      'An application is personal data. The message, the contact details and the CV are kept in the desk, where only signed-in staff can read them.',
  },
  de: {
    subject: (job, reference) => `Neue Bewerbung: ${job} [${reference}]`,
    preview: (job) => `Über die Website ist eine Bewerbung auf „${job}“ eingegangen.`,
    heading: 'Eine neue Bewerbung ist eingegangen',
    greeting: (name) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
    intro: (job) =>
      `über die Website ist eine Bewerbung auf „${job}“ eingegangen. Sie sind als Ansprechperson für diese Stelle genannt.`,
    referenceLabel: 'Vorgangsnummer',
    jobLabel: 'Stelle',
    applicantLabel: 'Bewerber/in',
    filesLabel: 'Dateien',
    files: (count) => (count === 1 ? '1 Datei' : `${count} Dateien`),
    receivedLabel: 'Eingegangen',
    action: 'Bewerbung im Desk öffnen',
    privacyHeading: 'Warum die Einzelheiten nicht in dieser E-Mail stehen',
    privacy:
      'Eine Bewerbung enthält personenbezogene Daten. Nachricht, Kontaktdaten und Lebenslauf liegen im Desk, wo nur angemeldete Mitarbeitende sie lesen können.',
  },
  fr: {
    subject: (job, reference) => `Nouvelle candidature : ${job} [${reference}]`,
    preview: (job) => `Une candidature pour « ${job} » est arrivée par le site web.`,
    heading: 'Une nouvelle candidature est arrivée',
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: (job) =>
      `une candidature pour « ${job} » est arrivée par le site web. Vous êtes indiqué(e) comme contact pour ce poste.`,
    referenceLabel: 'Référence',
    jobLabel: 'Poste',
    applicantLabel: 'Candidat(e)',
    filesLabel: 'Fichiers',
    files: (count) => (count === 1 ? '1 fichier' : `${count} fichiers`),
    receivedLabel: 'Reçue le',
    action: 'Ouvrir la candidature dans le desk',
    privacyHeading: 'Pourquoi les détails ne figurent pas dans cet e-mail',
    privacy:
      'Une candidature contient des données personnelles. Le message, les coordonnées et le CV sont conservés dans le desk, où seul le personnel connecté peut les lire.',
  },
  ar: {
    subject: (job, reference) => `طلب توظيف جديد لوظيفة ${job} [${reference}]`,
    preview: (job) => `وصل طلب توظيف لوظيفة «${job}» عبر الموقع الإلكتروني.`,
    heading: 'وصل طلب توظيف جديد',
    greeting: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    intro: (job) =>
      `وصل طلب توظيف لوظيفة «${job}» عبر الموقع الإلكتروني. اسمك مذكور بوصفك جهة الاتصال لهذه الوظيفة.`,
    referenceLabel: 'الرقم المرجعي',
    jobLabel: 'الوظيفة',
    applicantLabel: 'المتقدم',
    filesLabel: 'الملفات',
    files: (count) => (count === 1 ? 'ملف واحد' : `عدد الملفات: ${count}`),
    receivedLabel: 'تاريخ الاستلام',
    action: 'فتح الطلب في Sitedesk',
    privacyHeading: 'لماذا لا ترد التفاصيل في هذه الرسالة',
    privacy:
      'يتضمن طلب التوظيف بيانات شخصية. تُحفظ الرسالة وبيانات الاتصال والسيرة الذاتية في Sitedesk، حيث لا يطّلع عليها إلا الموظفون الذين سجّلوا الدخول.',
  },

  cs: {
    subject: (job, reference) => `Nová přihláška: ${job} [${reference}]`,
    preview: (job) => `Přes web přišla přihláška na pozici „${job}“.`,
    heading: 'Přišla nová přihláška',
    // The contact's name would need the vocative after "Dobrý den"; the greeting goes without it.
    greeting: () => 'Dobrý den,',
    intro: (job) =>
      `přes web přišla přihláška na pozici „${job}“. Jste uvedeni jako kontaktní osoba pro toto pracovní místo.`,
    referenceLabel: 'Číslo',
    jobLabel: 'Pracovní místo',
    applicantLabel: 'Uchazeč',
    filesLabel: 'Soubory',
    files: (count) => countOf(count, 'cs', { one: 'soubor', few: 'soubory', other: 'souborů' }),
    receivedLabel: 'Přijato',
    action: 'Otevřít přihlášku v Sitedesku',
    privacyHeading: 'Proč v tomto e-mailu nejsou podrobnosti',
    privacy:
      'Přihláška obsahuje osobní údaje. Zpráva, kontaktní údaje a životopis zůstávají v Sitedesku, kde je mohou číst jen přihlášení pracovníci.',
  },
  es: {
    subject: (job, reference) => `Nueva candidatura: ${job} [${reference}]`,
    preview: (job) => `Ha llegado una candidatura para «${job}» a través de la web.`,
    heading: 'Ha llegado una nueva candidatura',
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    intro: (job) =>
      `Ha llegado una candidatura para «${job}» a través de la web. Figuras como contacto de esta oferta.`,
    referenceLabel: 'Referencia',
    jobLabel: 'Oferta',
    applicantLabel: 'Candidato/a',
    filesLabel: 'Archivos',
    files: (count) => (count === 1 ? '1 archivo' : `${count} archivos`),
    receivedLabel: 'Recibida',
    action: 'Abrir la candidatura en el Desk',
    privacyHeading: 'Por qué los detalles no están en este correo',
    privacy:
      'Una candidatura contiene datos personales. El mensaje, los datos de contacto y el CV se guardan en el Desk, donde solo puede leerlos el personal que ha iniciado sesión.',
  },
  it: {
    subject: (job, reference) => `Nuova candidatura: ${job} [${reference}]`,
    preview: (job) => `È arrivata una candidatura per «${job}» tramite il sito.`,
    heading: 'È arrivata una nuova candidatura',
    greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
    intro: (job) =>
      `è arrivata una candidatura per «${job}» tramite il sito. Il tuo nome è indicato come referente per questa posizione.`,
    referenceLabel: 'Riferimento',
    jobLabel: 'Posizione',
    applicantLabel: 'Candidato/a',
    filesLabel: 'File',
    // "file" does not change in the plural in Italian.
    files: (count) => `${count} file`,
    receivedLabel: 'Ricevuta',
    action: 'Apri la candidatura nel Desk',
    privacyHeading: 'Perché i dettagli non sono in questa e-mail',
    privacy:
      'Una candidatura contiene dati personali. Il messaggio, i recapiti e il CV restano nel Desk, dove può leggerli solo il personale che ha effettuato l’accesso.',
  },
  pl: {
    subject: (job, reference) => `Nowe zgłoszenie: ${job} [${reference}]`,
    preview: (job) => `Przez witrynę wpłynęło zgłoszenie do oferty „${job}”.`,
    heading: 'Wpłynęło nowe zgłoszenie',
    // The contact's name would need the vocative after "Dzień dobry"; the greeting goes without it.
    greeting: () => 'Dzień dobry,',
    intro: (job) =>
      `Przez witrynę wpłynęło zgłoszenie do oferty „${job}”. Ten adres jest podany w ofercie jako kontaktowy.`,
    referenceLabel: 'Numer',
    jobLabel: 'Oferta pracy',
    applicantLabel: 'Kandydat(ka)',
    filesLabel: 'Pliki',
    files: (count) => countOf(count, 'pl', { one: 'plik', few: 'pliki', other: 'plików' }),
    receivedLabel: 'Data wpłynięcia',
    action: 'Otwórz zgłoszenie w Sitedesku',
    privacyHeading: 'Dlaczego szczegółów nie ma w tej wiadomości',
    privacy:
      'Zgłoszenie zawiera dane osobowe. Wiadomość, dane kontaktowe i CV pozostają w Sitedesku, gdzie mogą je przeczytać tylko zalogowani pracownicy.',
  },
};

export function jobApplicationContent(props: JobApplicationMailProps): MailContent {
  const text = copy[props.locale];
  const job = oneLine(props.jobTitle);
  const companyName = oneLine(props.companyName);
  const deskHref = webHref(props.deskUrl);
  // The applicant typed their name; to an address outside the desk it goes only as far as a greeting would.
  const applicant = greetingName(props.applicantName) ?? '—';
  return {
    locale: props.locale,
    subject: text.subject(job, oneLine(props.reference)),
    preview: text.preview(job),
    heading: text.heading,
    intro: [text.greeting(greetingName(props.contactName)), text.intro(job)],
    facts: [
      { label: text.referenceLabel, value: props.reference, isLeftToRight: true },
      { label: text.jobLabel, value: job },
      { label: text.applicantLabel, value: applicant },
      { label: text.filesLabel, value: text.files(props.attachmentCount) },
      { label: text.receivedLabel, value: formatReceivedAt(props.createdAt, props.locale) },
    ],
    ...(deskHref ? { action: { label: text.action, href: deskHref } } : {}),
    sections: [{ heading: text.privacyHeading, paragraphs: [text.privacy] }],
    ...companySignOff(companyName, props.siteUrl),
  };
}
