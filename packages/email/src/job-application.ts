import type { DeskLocale } from '@sitedesk/shared/locales';
import { greetingName } from './inquiry-confirmation';
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
      { label: text.receivedLabel, value: formatReceivedAt(props.createdAt) },
    ],
    ...(deskHref ? { action: { label: text.action, href: deskHref } } : {}),
    sections: [{ heading: text.privacyHeading, paragraphs: [text.privacy] }],
    ...companySignOff(companyName, props.siteUrl),
  };
}
