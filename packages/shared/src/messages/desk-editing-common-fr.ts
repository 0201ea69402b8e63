/**
 * What the section editor and the entry editor say in the same words, in French: both catalogs
 * (desk-content, desk-collections) take these, so a wording is changed once.
 */
export const deskEditingCommonFrMessages = {
  validationSummary: 'Certains champs demandent votre attention :',
  /** The field problems both editors word alike. */
  codes: {
    required: 'Remplissez ce champ.',
    invalid: 'Vérifiez cette valeur.',
    too_long: 'Ce texte est trop long.',
    media_not_found: 'Le fichier choisi n’est plus dans la médiathèque. Choisissez-en un autre.',
    image_alt_missing:
      'L’image n’a pas encore de texte alternatif dans cette langue. Ajoutez-le dans la médiathèque.',
    not_an_image: 'Choisissez une image ici.',
    not_a_document: 'Choisissez un document ici.',
  },
  history: {
    title: 'Historique',
    empty: 'Rien n’a encore été publié.',
    version: 'Version {version}',
    by: 'par {name}',
    initial: 'contenu initial',
    restoredFrom: 'restaurée depuis la version {version}',
    live: 'En ligne',
    restore: 'Restaurer',
    restoreLabel: 'Restaurer la version {version}',
    restoreConfirm:
      'Publier à nouveau la version {version} ? Elle remplace ce qui est en ligne. Un brouillon non publié reste un brouillon.',
  },
};
