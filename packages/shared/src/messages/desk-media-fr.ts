import type { deskMediaEnMessages } from './desk-media-en';

type Catalog<T> = { [Key in keyof T]: T[Key] extends string ? string : Catalog<T[Key]> };

/** The desk's media strings in French, typed against the English catalog. */
export const deskMediaFrMessages: Catalog<typeof deskMediaEnMessages> = {
  title: 'Médias',
  intro:
    'Images et documents PDF pour le site web. Les images ont besoin d’un texte alternatif dans chaque langue où elles sont utilisées.',
  kinds: { image: 'Image', document: 'Document' },
  filter: { legend: 'Afficher', all: 'Tous les fichiers', image: 'Images', document: 'Documents' },
  upload: {
    title: 'Téléverser un fichier',
    file: 'Fichier',
    fileHint: 'Images JPEG, PNG, WebP, AVIF ou GIF, ou documents PDF.',
    submit: 'Téléverser',
    uploading: 'Téléversement de {name}…',
    uploaded: '{name} a été téléversé.',
    fileRequired: 'Choisissez un fichier à téléverser.',
    tooLarge: 'Ce fichier est trop volumineux. Réduisez sa taille et réessayez.',
    wrongType:
      'Ce type de fichier n’est pas accepté. Téléversez une image JPEG, PNG, WebP, AVIF ou GIF, ou un PDF.',
  },
  fields: {
    altIn: 'Texte alternatif ({language})',
    altHint: 'Décrivez ce que montre l’image pour les personnes qui ne peuvent pas la voir.',
    title: 'Titre',
    titleHint: 'Le texte du lien sur le site web, p. ex. « Certificat ISO 9001 ».',
    language: 'Langue',
    languageUnset: 'Non précisée',
  },
  list: {
    title: 'Médiathèque',
    empty: 'Aucun fichier pour l’instant.',
    size: 'Taille',
    dimensions: 'Dimensions',
    dimensionsValue: '{width} × {height} px',
    altMissing: 'manquant',
    edit: 'Modifier les détails',
    saved: 'Les modifications de {name} ont été enregistrées.',
    altMissingForUse:
      'Du contenu dans cette langue utilise l’image : elle a donc besoin d’un texte alternatif.',
    delete: 'Supprimer',
    deleteConfirm: 'Supprimer {name} ? Cette action est irréversible.',
    deleted: '{name} a été supprimé.',
    inUse: 'Encore utilisé dans : {places}. Retirez-le d’abord à cet endroit.',
    usagePlace: '{section} ({language}, {state})',
    states: { draft: 'brouillon', published: 'publié' },
  },
  picker: {
    none: 'Rien de choisi.',
    choose: 'Choisir…',
    remove: 'Retirer',
    dialogImage: 'Choisir une image',
    dialogDocument: 'Choisir un document',
    close: 'Fermer',
    current: 'Choix actuel',
    emptyImage: 'La médiathèque ne contient pas encore d’images.',
    emptyDocument: 'La médiathèque ne contient pas encore de documents.',
    openLibrary: 'Ouvrir la médiathèque',
    altText: 'Texte alternatif : {alt}',
    altMissing: 'Pas encore de texte alternatif ({language})',
    noAlt: 'Cette image n’a pas encore de texte alternatif ({language}) ; elle ne peut pas être publiée.',
    addAlt: 'L’ajouter dans la médiathèque',
    unknown: 'Le fichier choisi ({id}) n’est pas dans la médiathèque.',
  },
};
