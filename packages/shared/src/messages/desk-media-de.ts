import type { deskMediaEnMessages } from './desk-media-en';

type Catalog<T> = { [Key in keyof T]: T[Key] extends string ? string : Catalog<T[Key]> };

/** The desk's media strings in German, typed against the English catalog. */
export const deskMediaDeMessages: Catalog<typeof deskMediaEnMessages> = {
  title: 'Medien',
  intro:
    'Bilder und PDF-Dokumente für die Website. Bilder brauchen einen Alternativtext in jeder Sprache, in der sie verwendet werden.',
  kinds: { image: 'Bild', document: 'Dokument' },
  filter: { legend: 'Anzeigen', all: 'Alle Dateien', image: 'Bilder', document: 'Dokumente' },
  upload: {
    title: 'Datei hochladen',
    file: 'Datei',
    fileHint: 'Bilder im Format JPEG, PNG, WebP, AVIF oder GIF, oder PDF-Dokumente.',
    submit: 'Hochladen',
    uploading: '{name} wird hochgeladen …',
    uploaded: '{name} wurde hochgeladen.',
    fileRequired: 'Wählen Sie eine Datei zum Hochladen aus.',
    tooLarge: 'Diese Datei ist zu groß. Verkleinern Sie sie und versuchen Sie es erneut.',
    wrongType:
      'Diese Dateiart wird nicht angenommen. Laden Sie ein Bild im Format JPEG, PNG, WebP, AVIF oder GIF oder ein PDF hoch.',
  },
  fields: {
    altIn: 'Alternativtext ({language})',
    altHint: 'Beschreiben Sie, was das Bild zeigt – für Menschen, die es nicht sehen können.',
    title: 'Titel',
    titleHint: 'Der Linktext auf der Website, z. B. „ISO-9001-Zertifikat“.',
    language: 'Sprache',
    languageUnset: 'Nicht angegeben',
  },
  list: {
    title: 'Bibliothek',
    empty: 'Hier gibt es noch keine Dateien.',
    size: 'Größe',
    dimensions: 'Abmessungen',
    dimensionsValue: '{width} × {height} px',
    altMissing: 'fehlt',
    edit: 'Angaben bearbeiten',
    saved: 'Die Änderungen an {name} wurden gespeichert.',
    altMissingForUse: 'Inhalte in dieser Sprache verwenden das Bild, daher braucht es einen Alternativtext.',
    delete: 'Löschen',
    deleteConfirm: '{name} löschen? Das lässt sich nicht rückgängig machen.',
    deleted: '{name} wurde gelöscht.',
    inUse: 'Noch verwendet in: {places}. Entfernen Sie die Datei zuerst dort.',
    usagePlace: '{section} ({language}, {state})',
    states: { draft: 'Entwurf', published: 'veröffentlicht' },
  },
  picker: {
    none: 'Nichts ausgewählt.',
    choose: 'Auswählen …',
    remove: 'Entfernen',
    dialogImage: 'Bild auswählen',
    dialogDocument: 'Dokument auswählen',
    close: 'Schließen',
    current: 'Aktuelle Auswahl',
    emptyImage: 'Die Bibliothek enthält noch keine Bilder.',
    emptyDocument: 'Die Bibliothek enthält noch keine Dokumente.',
    openLibrary: 'Medienbibliothek öffnen',
    altText: 'Alternativtext: {alt}',
    altMissing: 'Noch kein Alternativtext auf {language}',
    noAlt:
      'Dieses Bild hat noch keinen Alternativtext auf {language}; so kann es nicht veröffentlicht werden.',
    addAlt: 'In der Medienbibliothek ergänzen',
    unknown: 'Die ausgewählte Datei ({id}) ist nicht in der Bibliothek.',
  },
};
