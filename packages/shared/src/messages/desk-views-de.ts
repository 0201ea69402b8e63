import type { deskViewsEnMessages } from './desk-views-en';

/** Die Texte der gespeicherten Ansichten des Posteingangs (Entscheidung 186), auf Deutsch. */
export const deskViewsDeMessages: typeof deskViewsEnMessages = {
  title: 'Ansichten',
  shared: 'Geteilt',
  sharedBy: 'Geteilt von {name}',
  save: 'Ansicht speichern',
  edit: 'Ansicht bearbeiten',
  saveTitle: 'Diese Filter als Ansicht speichern',
  editTitle: 'Ansicht bearbeiten',
  name: 'Name',
  nameHint: 'Zum Beispiel „Überfällige Angebote aus Deutschland“.',
  share: 'Mit dem Team teilen',
  shareHint: 'Alle, die Anfragen lesen, sehen sie in ihrer Liste der Ansichten.',
  filters: 'Zeigt',
  noFilters: 'alle Anfragen',
  submitNew: 'Ansicht speichern',
  submitEdit: 'Änderungen speichern',
  delete: 'Ansicht löschen',
  cancel: 'Abbrechen',
  saved: 'Ansicht „{name}“ gespeichert.',
  updated: 'Ansicht „{name}“ geändert.',
  deleted: 'Ansicht „{name}“ gelöscht.',
  assigneeMe: 'Ich (wer sie öffnet)',
};
