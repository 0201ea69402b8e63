import type { deskKeyboardEnMessages } from './desk-keyboard-en';

type Catalog<T> = { [Key in keyof T]: T[Key] extends string ? string : Catalog<T[Key]> };

/** Die Texte für die Liste neben der Unterhaltung und die Tastenkürzel, auf Deutsch. */
export const deskKeyboardDeMessages: Catalog<typeof deskKeyboardEnMessages> = {
  split: {
    listLabel: 'Anfragen in dieser Ansicht',
    position: '{position} von {count}',
    previous: 'Vorherige Anfrage',
    next: 'Nächste Anfrage',
    answer: 'Antworten',
    emptyList: 'Keine Anfragen in dieser Ansicht.',
  },
  shortcuts: {
    title: 'Tastenkürzel',
    intro:
      'Einzelne Tasten wirken überall im Posteingang und in einer Anfrage, nur nicht beim Schreiben in einem Feld.',
    thenKey: 'dann',
    or: 'oder',
    close: 'Schließen',
    next: 'Nächste Anfrage',
    previous: 'Vorherige Anfrage',
    open: 'Ausgewählte Anfrage öffnen',
    assignToMe: 'Mir zuweisen',
    answer: 'Antworten (zum Antwortfeld)',
    done: 'Anfrage abschließen',
    goToInbox: 'Zum Posteingang',
    help: 'Diese Liste zeigen',
    send: 'Antwort senden (im Antwortfeld)',
    offNote: 'Einzeltasten-Kürzel sind aus. Sie können sie in Ihren Einstellungen einschalten.',
    assigned: 'Anfrage {reference} ist jetzt Ihnen zugewiesen.',
    closed: 'Anfrage {reference} ist abgeschlossen.',
    preference: 'Tastenkürzel mit einzelnen Tasten verwenden (? zeigt die Liste)',
    preferenceHint:
      'Auf diesem Gerät gespeichert. Schalten Sie sie aus, wenn Sie Spracheingabe nutzen oder Tasten versehentlich drücken.',
  },
};
