import type { deskCsvMailEnMessages } from './desk-csv-mail-en';

type Catalog<T> = { [Key in keyof T]: T[Key] extends string ? string : Catalog<T[Key]> };

/** The CSV export's, delivery panel's and dev mailbox's strings in German, typed against the English catalog. */
export const deskCsvMailDeMessages: Catalog<typeof deskCsvMailEnMessages> = {
  csv: {
    columns: {
      reference: 'Referenz',
      received: 'Eingegangen (UTC)',
      status: 'Status',
      name: 'Name',
      company: 'Firma',
      email: 'E-Mail',
      phone: 'Telefon',
      phoneCountry: 'Land der Telefonnummer',
      country: 'Land der Firma',
      topic: 'Thema',
      assignee: 'Zuständig',
      message: 'Nachricht',
      entryType: 'Produkt oder Stelle',
      entryTitle: 'Titel des Produkts oder der Stelle',
      firstAnswerHours: 'Erste Antwort nach (Stunden)',
    },
    entryTypes: { products: 'Produkt', jobs: 'Stelle' },
    separator: 'Trennzeichen der CSV-Datei',
    separatorAuto: 'Wie üblich (Semikolon)',
    separatorComma: 'Komma (,)',
    separatorSemicolon: 'Semikolon (;)',
  },
  deliveries: {
    kinds: {
      'inquiry-confirmation': 'Bestätigung an den Besucher',
      'inquiry-notification': 'Benachrichtigung an das Team',
      'inquiry-reply': 'Antwort an den Besucher',
      'visitor-replied': 'Hinweis an das Team auf die Antwort des Besuchers',
      'job-application': 'Hinweis auf die Bewerbung an die Kontaktperson der Stelle',
      'password-reset': 'Link zum Zurücksetzen des Passworts',
      'staff-invitation': 'Einladung zum Desk',
      'inquiry-assigned': 'Hinweis an das Team auf eine Zuweisung',
      'first-answer-reminder': 'Erinnerung an das Team an die Frist der ersten Antwort',
    },
    answerFrom: 'Antwort von {name}',
    other: 'E-Mail',
    files: 'Dateien: {files}',
    file: '{name} ({size})',
  },
  mailbox: {
    cc: 'CC',
    view: 'Anzeigen',
    html: 'Wie der Empfänger sie sieht',
    text: 'Textfassung',
    frameTitle: 'E-Mail „{subject}“, wie der Empfänger sie sieht',
    attachments: 'Anhänge',
    noAttachments: 'Keine Anhänge.',
    download: '{name} herunterladen ({type}, {size})',
  },
};
