import type { deskPicturesEnMessages } from './desk-pictures-en';

type Catalog<T> = { [Key in keyof T]: T[Key] extends string ? string : Catalog<T[Key]> };

/** The desk's strings for shared pictures, search, upload, focal points and usage in French. */
export const deskPicturesFrMessages: Catalog<typeof deskPicturesEnMessages> = {
  shared: {
    everyLanguage: 'Toutes les langues affichent cette image, sauf celles qui ont la leur.',
    inherited: 'L’image de toutes les langues, choisie en {language}.',
    own: 'En {language}, une image propre s’affiche ici (une image contenant du texte, par exemple).',
    chooseOwn: 'Utiliser une autre image en {language}',
    useShared: 'Utiliser l’image de toutes les langues',
    altMissing:
      'Pas encore de texte alternatif en : {languages}. Ajoutez-le dans la médiathèque avant de publier dans ces langues.',
  },
  search: {
    label: 'Rechercher',
    hint: 'Par nom de fichier, titre ou texte alternatif.',
    noMatch: 'Aucun fichier ne correspond à « {q} ».',
  },
  upload: {
    title: 'Téléverser un nouveau fichier',
    file: 'Fichier',
    altIn: 'Texte alternatif ({language})',
    submit: 'Téléverser et utiliser',
    uploading: 'Téléversement…',
  },
  focal: {
    legend: 'Point focal',
    hint: 'La partie qui reste visible quand le site recadre l’image à d’autres proportions : cartes, photos d’équipe, aperçus. Réglez-le avec les curseurs : touches fléchées ou un clic sur la glissière.',
    fromLeft: 'Depuis la gauche',
    fromTop: 'Depuis le haut',
    save: 'Enregistrer le point focal',
    saved: 'Point focal enregistré.',
    value: '{percent} %',
  },
  usage: {
    title: 'Où il est utilisé',
    loading: 'Recherche des utilisations…',
    none: 'Non utilisé sur le site.',
    sharedLanguage: '{language}, comme image de toutes les langues',
  },
};
