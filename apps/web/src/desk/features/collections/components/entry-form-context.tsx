import type { CollectionId } from '@sitedesk/shared/collections/entries';
import type { SiteMedia } from '@sitedesk/shared/content/site-media';
import { defaultLocale, type Locale } from '@sitedesk/shared/locales';
import { createContext, type ReactNode, useContext } from 'react';
import { type DocumentPath, getAt, isMissingTranslation, pathKey } from '../../../lib/document-path';

export type EntryForm = {
  collection: CollectionId;
  /** The entry's id; `undefined` while a new entry is not created yet. */
  id: string | undefined;
  /** The entry's language (not the desk's). */
  locale: Locale;
  document: unknown;
  /** The default language's draft, for a translation's placeholders; else `null`. */
  fallback: unknown;
  /** Paths the API names as still falling back to the default language. */
  missingPaths: readonly string[];
  media: SiteMedia[];
  /** Messages of the last refused save, by path (`specs.0.label`). */
  errors: Record<string, string>;
  setValue: (path: DocumentPath, value: unknown) => void;
};

const EntryFormContext = createContext<EntryForm | undefined>(undefined);

export function EntryFormProvider({ value, children }: { value: EntryForm; children: ReactNode }) {
  return <EntryFormContext.Provider value={value}>{children}</EntryFormContext.Provider>;
}

export function useEntryForm(): EntryForm {
  const form = useContext(EntryFormContext);
  if (!form) throw new Error('useEntryForm needs an EntryFormProvider.');
  return form;
}

/** A DOM id for the field at `path`, so errors can point at it and focus can move to it. */
export function entryFieldId(path: DocumentPath): string {
  return path.length === 0 ? 'entry-form' : `entry-field-${path.join('-')}`;
}

/** The field at `path`: its value, ids, error, and in a translation the default language's value. */
export function useEntryField(path: DocumentPath) {
  const form = useEntryForm();
  const key = pathKey(path);
  const id = entryFieldId(path);
  const error = form.errors[key];
  const value = getAt(form.document, path);
  const isTranslation = form.locale !== defaultLocale;
  const fallbackValue = isTranslation ? getAt(form.fallback, path) : undefined;
  // A text of its own is never "missing", even before the API, which knows only the saved draft, agrees.
  const isBlank = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  const isMissing =
    isTranslation &&
    isBlank &&
    (form.missingPaths.includes(key) || isMissingTranslation(value, fallbackValue));
  return {
    id,
    value,
    error,
    errorId: error ? `${id}-error` : undefined,
    fallbackValue,
    isMissing,
    set: (next: unknown) => form.setValue(path, next),
  };
}
