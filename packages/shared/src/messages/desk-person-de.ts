import type { deskPersonEnMessages } from './desk-person-en';

/** Die Texte zu weiteren Anfragen derselben Person und zum Zusammenführen (Entscheidung 179), auf Deutsch. */
export const deskPersonDeMessages: typeof deskPersonEnMessages = {
  title: 'Weitere Anfragen dieser Person',
  none: 'Keine weiteren Anfragen von dieser E-Mail-Adresse.',
  more: 'Nur die neuesten 20 werden angezeigt.',
  merge: 'In diese zusammenführen',
  mergeLabel: '{source} in {target} zusammenführen',
  mergeTitle: 'Anfragen zusammenführen',
  mergeConfirm:
    'Anfrage {source} in {target} zusammenführen? Ihre Nachrichten, Notizen und Dateien kommen in den Verlauf von {target}; {source} wird geschlossen und verweist auf {target}. Das lässt sich nicht rückgängig machen.',
  mergeAction: 'Zusammenführen',
  cancel: 'Abbrechen',
  merged: 'Anfrage {source} wurde in diese zusammengeführt.',
  mergedInto: 'Diese Anfrage wurde in {reference} zusammengeführt.',
  openTarget: '{reference} öffnen',
};
