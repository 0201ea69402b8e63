import type { Catalog } from './catalog';
import type { DeskMessages } from './desk-types';
import type en from './en/desk.json';
import type enErrors from './en/errors.json';

/** One language's `desk.json` as a translation of the English file. */
export type DeskCatalogFile = Catalog<typeof en>;

/** One language's `errors.json`: the desk says API errors and topics in the site's words for them. */
export type ErrorsFile = Catalog<typeof enErrors>;

type EditorFile = { validation: { codes: Record<string, string> }; history: Record<string, string> };

/**
 * A language's desk file as the screens read it. The section editor and the entry editor say most things in
 * the same words (`editingCommon`), so a wording is translated once; an editor's own key wins where a
 * language words it differently. The API's errors and the topics come from the language's `errors.json`,
 * the same words the site and the API use.
 */
export function withEditingCommon(file: DeskCatalogFile, errors: ErrorsFile): DeskMessages {
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
  return {
    ...file,
    content: editor(file.content),
    collections: editor(file.collections),
    apiErrors: errors.api,
    fieldErrors: errors.field,
    topicLabels: errors.topics,
  };
}
