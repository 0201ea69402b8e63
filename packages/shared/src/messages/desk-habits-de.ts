import type { deskHabitsEnMessages } from './desk-habits-en';

type Catalog<T> = { [Key in keyof T]: T[Key] extends string ? string : Catalog<T[Key]> };

/** The desk's strings for the habits of a shared inbox in German, typed against the English catalog. */
export const deskHabitsDeMessages: Catalog<typeof deskHabitsEnMessages> = {
  tags: {
    title: 'Schlagwörter',
    intro:
      'Schlagwörter fassen Anfragen über Status und Personen hinweg zusammen. Wer Anfragen bearbeitet, vergibt sie; Inhaber und Admins pflegen diese Liste.',
    name: 'Name',
    color: 'Farbe',
    colors: {
      gray: 'Grau',
      red: 'Rot',
      amber: 'Bernstein',
      green: 'Grün',
      teal: 'Petrol',
      blue: 'Blau',
      violet: 'Violett',
      pink: 'Pink',
    },
    create: 'Schlagwort anlegen',
    save: 'Schlagwort speichern',
    cancel: 'Abbrechen',
    edit: 'Schlagwort {name} bearbeiten',
    delete: 'Schlagwort {name} löschen',
    confirmDelete: 'Das Schlagwort „{name}“ löschen? Es wird von {count} Anfragen entfernt.',
    confirm: 'Löschen',
    created: 'Schlagwort „{name}“ angelegt.',
    saved: 'Schlagwort „{name}“ gespeichert.',
    deleted: 'Schlagwort „{name}“ gelöscht.',
    empty: 'Noch keine Schlagwörter.',
    count: '{count} Anfragen',
    none: 'Keine Schlagwörter.',
    add: 'Schlagwort hinzufügen',
    addButton: 'Hinzufügen',
    choose: 'Schlagwort wählen',
    noMoreTags: 'Diese Anfrage trägt schon jedes Schlagwort.',
    remove: 'Schlagwort {name} entfernen',
    filter: 'Schlagwort',
    chips: 'Schlagwörter',
  },
  bulk: {
    select: '{name} auswählen',
    selectPage: 'Alle auf dieser Seite auswählen',
    selected: '{count} ausgewählt',
    actions: 'Sammelaktionen',
    assignToMe: 'Mir zuweisen',
    assignTo: 'Zuweisen an',
    setStatus: 'Status setzen',
    addTag: 'Schlagwort vergeben',
    markSpam: 'Als Spam markieren',
    apply: 'Anwenden',
    clear: 'Auswahl aufheben',
    choose: 'Auswählen',
    unassign: 'Niemand',
    done: '{changed} geändert, {skipped} unverändert.',
    undo: 'Rückgängig',
    undoHint: 'oder Strg+Z drücken',
    undone:
      'Rückgängig gemacht: {restored} zurückgesetzt, {kept} so gelassen, wie Kolleginnen und Kollegen sie inzwischen geändert haben.',
  },
};
