/**
 * The desk's strings for honest fallbacks (decision 202) in English: the reference for the other catalogs.
 * `{name}` marks a placeholder.
 */
export const deskFallbacksEnMessages = {
  panel: {
    title: 'On the site in each language',
    intro:
      'A language this entry is not translated into does not show it, unless you choose to show it there in another language. Such a page is marked as being in that language and is not offered to search engines as a translation.',
    notLive: 'Once the entry is published in {language}, you can choose what the other languages show.',
    translated: 'Translated',
    notShown: 'Not shown: not translated',
    shownIn: 'Shown in {language}: not translated',
    choiceLabel: 'What the {language} site shows',
    optionNotShown: 'Nothing: not shown',
    optionShowIn: 'The entry in {language}',
    apply: 'Apply',
    applyLabel: 'Apply for {language}',
    appliedShown: 'The {language} site now shows the entry in {shown}.',
    appliedHidden: 'The {language} site no longer shows the entry.',
  },
  /** Said at publish and above the panel while any offered language lacks the entry. */
  missing: 'Not on the site in {languages}: not translated.',
  list: { shownInstead: 'Shown in {language} instead: {languages}' },
  siteLanguages: {
    entriesTranslated: '{translated} of {total} entries translated',
  },
};
