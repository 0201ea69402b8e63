import type { Locale } from '../locales';
import ar from './ar/desk.json';
import type { Catalog } from './catalog';
import de from './de/desk.json';
import type { DeskMessages } from './desk-types';
import en from './en/desk.json';
import fr from './fr/desk.json';

type EditorFile = { validation: { codes: Record<string, string> }; history: Record<string, string> };

/**
 * A language's desk file as the screens read it. The section editor and the entry editor say most things in
 * the same words (`editingCommon`), so a wording is translated once; an editor's own key wins where a
 * language words it differently.
 */
function withEditingCommon(file: Catalog<typeof en>): DeskMessages {
  const common = file.editingCommon;
  const editor = <Part extends EditorFile>(part: Part) => ({
    ...part,
    validation: {
      ...part.validation,
      summary: common.validationSummary,
      codes: { ...common.codes, ...part.validation.codes },
    },
    history: { ...common.history, ...part.history },
  });
  return { ...file, content: editor(file.content), collections: editor(file.collections) };
}

/** The desk's catalogs (`<locale>/desk.json`); the record type makes a missing language a compile error. */
export const deskMessageCatalogs: Record<Locale, DeskMessages> = {
  en: withEditingCommon(en),
  de: withEditingCommon(de),
  fr: withEditingCommon(fr),
  ar: withEditingCommon(ar),
};
