/**
 * What the section editor and the entry editor say in the same words, in German: both catalogs
 * (desk-content, desk-collections) take these, so a wording is changed once.
 */
export const deskEditingCommonDeMessages = {
  validationSummary: 'Einige Felder brauchen Ihre Aufmerksamkeit:',
  /** The field problems both editors word alike. */
  codes: {
    too_long: 'Dieser Text ist zu lang.',
    media_not_found: 'Die gewählte Datei ist nicht mehr in der Mediathek. Wählen Sie eine andere.',
    image_alt_missing:
      'Das Bild hat in dieser Sprache noch keinen Alternativtext. Ergänzen Sie ihn in der Mediathek.',
    not_an_image: 'Wählen Sie hier ein Bild.',
    not_a_document: 'Wählen Sie hier ein Dokument.',
  },
  /** The history panel's words but "live" and the restore question, which each editor words for its own item. */
  history: {
    title: 'Verlauf',
    empty: 'Noch nichts veröffentlicht.',
    version: 'Version {version}',
    by: 'von {name}',
    restoredFrom: 'wiederhergestellt aus Version {version}',
    restore: 'Wiederherstellen',
    restoreLabel: 'Version {version} wiederherstellen',
  },
};
