import type { Catalog } from './catalog';
import type enDesk from './en/desk.json';
import type enErrors from './en/errors.json';

/** The English file's keys; plural messages as the forms any language may have. */
type DeskCatalogFile = Catalog<typeof enDesk>;
type EditingCommon = DeskCatalogFile['editingCommon'];
type Editor<T extends { validation: { codes: object } }> = Omit<T, 'validation' | 'history'> & {
  validation: Omit<T['validation'], 'codes'> & {
    summary: string;
    codes: EditingCommon['codes'] & T['validation']['codes'];
  };
  history: EditingCommon['history'];
};

/** The desk's strings as screens read them: the file's, with the editors' shared wording filled in. */
export type DeskMessages = Omit<DeskCatalogFile, 'content' | 'collections'> & {
  content: Editor<DeskCatalogFile['content']>;
  collections: Editor<DeskCatalogFile['collections']>;
  /** From the language's `errors.json`: what each API error code says. */
  apiErrors: Record<keyof (typeof enErrors)['api'], string>;
  /** The schemas' generic field error codes. */
  fieldErrors: Record<string, string>;
  /** What each inquiry topic is called. */
  topicLabels: Record<keyof (typeof enErrors)['topics'], string>;
};
