import type { deskPersonEnMessages } from './desk-person-en';

/** Les textes des autres demandes de la même personne et de leur fusion (décision 179), en français. */
export const deskPersonFrMessages: typeof deskPersonEnMessages = {
  title: 'Autres demandes de cette personne',
  none: 'Aucune autre demande de cette adresse e-mail.',
  more: 'Seules les 20 plus récentes sont affichées.',
  merge: 'Fusionner dans celle-ci',
  mergeLabel: 'Fusionner {source} dans {target}',
  mergeTitle: 'Fusionner des demandes',
  mergeConfirm:
    'Fusionner la demande {source} dans {target} ? Ses messages, notes et fichiers rejoignent le fil de {target}, et {source} est clôturée et renvoie à {target}. Cette action est irréversible.',
  mergeAction: 'Fusionner',
  cancel: 'Annuler',
  merged: 'La demande {source} a été fusionnée dans celle-ci.',
  mergedInto: 'Cette demande a été fusionnée dans {reference}.',
  openTarget: 'Ouvrir {reference}',
};
