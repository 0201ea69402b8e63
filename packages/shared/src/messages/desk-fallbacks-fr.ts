import type { deskFallbacksEnMessages } from './desk-fallbacks-en';

type Catalog<T> = { [Key in keyof T]: T[Key] extends string ? string : Catalog<T[Key]> };

/** The desk's strings for honest fallbacks (decision 202) in French, typed against the English catalog. */
export const deskFallbacksFrMessages: Catalog<typeof deskFallbacksEnMessages> = {
  panel: {
    title: 'Sur le site dans chaque langue',
    intro:
      'Une langue dans laquelle cette entrée n’est pas traduite ne l’affiche pas, sauf si vous choisissez de l’y montrer dans une autre langue. Une telle page est marquée comme rédigée dans cette langue et n’est pas proposée aux moteurs de recherche comme traduction.',
    notLive:
      'Une fois l’entrée publiée en {language}, vous pourrez choisir ce que montrent les autres langues.',
    translated: 'Traduite',
    notShown: 'Non affichée : pas traduite',
    shownIn: 'Affichée en {language} : pas traduite',
    choiceLabel: 'Ce que montre le site en {language}',
    optionNotShown: 'Rien : non affichée',
    optionShowIn: 'L’entrée en {language}',
    apply: 'Appliquer',
    applyLabel: 'Appliquer pour {language}',
    appliedShown: 'Le site en {language} montre désormais l’entrée en {shown}.',
    appliedHidden: 'Le site en {language} ne montre plus l’entrée.',
  },
  missing: 'Absente du site en : {languages} – pas traduite.',
  list: { shownInstead: 'Affichée en {language} à la place : {languages}' },
  siteLanguages: {
    entriesTranslated: '{translated} entrées traduites sur {total}',
  },
};
