import { inquiryFieldErrorMessages } from '../inquiry-errors';
import type { visitorPageEnMessages } from './visitor-page-en';

type Catalog<T> = { [Key in keyof T]: T[Key] extends string ? string : Catalog<T[Key]> };

/** The visitor's own page and its e-mail links in German (formal "Sie"), typed against the English catalog. */
export const visitorPageDeMessages: Catalog<typeof visitorPageEnMessages> = {
  documentTitle: 'Ihre Anfrage {reference}',
  eyebrow: 'Ihre Anfrage',
  referenceLabel: 'Vorgangsnummer',
  statusLabel: 'Status',
  status: {
    new: 'Eingegangen: wir antworten bald',
    in_progress: 'In Bearbeitung',
    answered: 'Beantwortet',
    closed: 'Abgeschlossen',
  },
  privacyNote:
    'Diese Seite gehört nur Ihnen: Wer ihren Link hat, kann sie lesen. Bitte geben Sie den Link nicht weiter.',
  threadHeading: 'Verlauf',
  yourInquiry: 'Ihre Anfrage',
  yourAnswer: 'Ihre Antwort',
  staffAnswer: '{name}, {company}',
  teamAnswer: 'Das Team von {company}',
  filesLabel: 'Dateien',
  filesNote: 'Die Download-Links gelten 15 Minuten; laden Sie die Seite neu, um neue zu erhalten.',
  answerHeading: 'Antworten',
  answerLabel: 'Ihre Nachricht',
  answerHint:
    'Bis zu 5.000 Zeichen. Wir erfahren sofort davon und antworten per E-Mail und auf dieser Seite.',
  attachLabel: 'Dateien (optional)',
  attachHint: 'Bis zu 5 Dateien, je 10 MB und zusammen 25 MB: PDF, Bilder, Office- oder CAD-Dateien.',
  filesAgain: 'Bitte wählen Sie Ihre Dateien erneut aus.',
  closedHint: 'Diese Anfrage ist abgeschlossen. Wenn Sie uns hier schreiben, öffnen wir sie wieder.',
  submit: 'Antwort senden',
  sent: 'Vielen Dank. Ihre Antwort steht jetzt im Verlauf.',
  errorTitle: 'Ihre Antwort wurde nicht gesendet.',
  errors: {
    required: 'Bitte schreiben Sie Ihre Antwort.',
    too_long: 'Ihre Antwort ist länger als 5.000 Zeichen. Bitte kürzen Sie sie.',
    invalid_characters:
      'Ihre Antwort enthält Zeichen, die nicht gespeichert werden können. Bitte entfernen Sie sie.',
    rate_limited:
      'Sie haben in kurzer Zeit viele Antworten gesendet. Bitte versuchen Sie es in einer Stunde erneut.',
    // The contact form's words for the same refusals (one set of file rules, one way of saying them).
    too_many_files: inquiryFieldErrorMessages.de.too_many_files,
    file_too_large: inquiryFieldErrorMessages.de.file_too_large,
    files_too_large: inquiryFieldErrorMessages.de.files_too_large,
    unsupported_file_type: inquiryFieldErrorMessages.de.unsupported_file_type,
  },
  notFound: {
    documentTitle: 'Anfrage nicht gefunden',
    eyebrow: 'Fehler 404',
    title: 'Diese Seite zu Ihrer Anfrage gibt es nicht',
    text: 'Vielleicht ist der Link unvollständig, oder die Anfrage wurde gelöscht: Wir löschen Anfragen nach einiger Zeit und immer dann, wenn jemand darum bittet. Wenn Sie uns brauchen, schreiben Sie uns bitte erneut.',
    contact: 'Schreiben Sie uns',
  },
  mail: {
    confirmationAction: 'Ihre Anfrage online',
    replyLink: 'Den ganzen Verlauf sehen und antworten können Sie auf Ihrer Seite: {url}',
  },
};
