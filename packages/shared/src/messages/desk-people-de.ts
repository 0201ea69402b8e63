import type { deskPeopleEnMessages } from './desk-people-en';

/** Die Seite „Personenbezogene Daten“ des Desks (Entscheidung 185). */
export const deskPeopleDeMessages: typeof deskPeopleEnMessages = {
  nav: 'Personendaten',
  title: 'Personenbezogene Daten',
  intro:
    'Finden Sie alles, was Sitedesk zu einer E-Mail-Adresse speichert, geben Sie der Person eine Kopie oder löschen Sie es. Jede Suche, jeder Export und jede Löschung wird mit Ihrem Namen protokolliert.',
  searchLabel: 'E-Mail-Adresse',
  search: 'Suchen',
  resultsHeading: 'Gespeichert zu {email}',
  counts: {
    inquiries: 'Anfragen',
    messages: 'Nachrichten',
    notes: 'Notizen',
    files: 'Dateien',
    outgoingMails: 'Ausgehende E-Mails',
    devMailboxCopies: 'Kopien im Test-Postfach',
  },
  nothingHeld: 'Zu dieser Adresse ist nichts gespeichert.',
  erasedBefore: 'Diese Adresse wurde am {date} gelöscht.',
  export: 'Exportieren (ZIP)',
  exporting: 'Der Export wird vorbereitet …',
  exported: 'Der Export wurde heruntergeladen.',
  erase: 'Löschen …',
  eraseTitle: 'Alles zu {email} löschen?',
  eraseText:
    'Alle Anfragen, Nachrichten, Notizen und Dateien dieser Adresse und die an sie gesendeten E-Mails werden endgültig gelöscht. Nur dass eine Löschung stattfand, bleibt festgehalten, ohne die Adresse.',
  eraseConfirmLabel: 'Geben Sie zur Bestätigung die Adresse ein',
  eraseMismatch: 'Das ist nicht die Adresse von oben.',
  eraseAction: 'Endgültig löschen',
  cancel: 'Abbrechen',
  erased:
    'Gelöscht: {inquiries} Anfragen, {messages} Nachrichten, {notes} Notizen, {files} Dateien, {outgoingMails} ausgehende E-Mails, {devMailboxCopies} Kopien im Test-Postfach.',
  requestsHeading: 'Offene Löschanträge',
  requestsIntro:
    'Diese Anträge kamen über den Link in der Eingangsbestätigung. Bestätigen Sie jeden bis zu seiner Frist.',
  requestsEmpty: 'Keine offenen Anträge.',
  requestedAt: 'Beantragt am {date}',
  dueAt: 'Fällig bis {date}',
  overdue: 'Überfällig seit {date}',
  review: 'Prüfen',
};
