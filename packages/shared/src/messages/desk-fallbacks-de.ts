import type { deskFallbacksEnMessages } from './desk-fallbacks-en';

type Catalog<T> = { [Key in keyof T]: T[Key] extends string ? string : Catalog<T[Key]> };

/** The desk's strings for honest fallbacks (decision 202) in German, typed against the English catalog. */
export const deskFallbacksDeMessages: Catalog<typeof deskFallbacksEnMessages> = {
  panel: {
    title: 'Auf der Website in jeder Sprache',
    intro:
      'Eine Sprache, in die dieser Eintrag nicht übersetzt ist, zeigt ihn nicht – es sei denn, Sie entscheiden, ihn dort in einer anderen Sprache zu zeigen. Eine solche Seite ist als in dieser Sprache verfasst ausgezeichnet und wird Suchmaschinen nicht als Übersetzung angeboten.',
    notLive:
      'Sobald der Eintrag auf {language} veröffentlicht ist, können Sie wählen, was die anderen Sprachen zeigen.',
    translated: 'Übersetzt',
    notShown: 'Nicht gezeigt: nicht übersetzt',
    shownIn: 'Auf {language} gezeigt: nicht übersetzt',
    choiceLabel: 'Was die Website auf {language} zeigt',
    optionNotShown: 'Nichts: nicht gezeigt',
    optionShowIn: 'Den Eintrag auf {language}',
    apply: 'Übernehmen',
    applyLabel: 'Für {language} übernehmen',
    appliedShown: 'Die Website auf {language} zeigt den Eintrag jetzt auf {shown}.',
    appliedHidden: 'Die Website auf {language} zeigt den Eintrag nicht mehr.',
  },
  missing: 'Nicht auf der Website in: {languages} – nicht übersetzt.',
  list: { shownInstead: 'Stattdessen auf {language} gezeigt: {languages}' },
  siteLanguages: {
    entriesTranslated: '{translated} von {total} Einträgen übersetzt',
  },
};
