import type { Catalog } from './catalog';
import type { DeskMessages } from './desk-types';
import type en from './en/desk.json';

/** One language's `desk.json` as a translation of the English file. */
export type DeskCatalogFile = Catalog<typeof en>;

type EditorFile = { validation: { codes: Record<string, string> }; history: Record<string, string> };

/**
 * A language's desk file as the screens read it. The section editor and the entry editor say most things in
 * the same words (`editingCommon`), so a wording is translated once; an editor's own key wins where a
 * language words it differently.
 */
export function withEditingCommon(file: DeskCatalogFile): DeskMessages {
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
