import type { CollectionId } from '@sitedesk/shared/collections/entries';
import { useCallback } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { DeskApiError } from '../../../lib/api-client';
import { formErrorPath, invalidRichTextKeys } from '../model/entry-documents';
import { pageFieldCodes } from '../model/page-blocks';

/** A refused save's field errors in the desk's words, keyed by the form's paths; `undefined` for other errors. */
export function useFormErrors() {
  const { t } = useDeskI18n();
  return useCallback(
    (error: unknown): Record<string, string> | undefined => {
      if (!(error instanceof DeskApiError) || error.code !== 'validation_failed') return undefined;
      const codes: Partial<Record<string, string>> = t.collections.validation.codes;
      const fields = Object.entries(error.fields);
      if (fields.length === 0) return { '': error.message };
      return Object.fromEntries(
        fields.map(([path, field]) => [formErrorPath(path), codes[field.code] ?? field.message]),
      );
    },
    [t],
  );
}

/**
 * What the browser can tell before sending: rich text that would not be stored, and for pages (whose blocks
 * hide many fields) every field the shared schema refuses, so each is named at once. Empty when it may go.
 */
export function useClientFieldErrors() {
  const { t } = useDeskI18n();
  return useCallback(
    (collection: CollectionId, document: unknown, fallback: unknown): Record<string, string> => {
      const invalid = invalidRichTextKeys(collection, document);
      if (invalid.length > 0)
        return Object.fromEntries(invalid.map((key) => [key, t.collections.validation.richTextInvalid]));
      if (collection !== 'pages') return {};
      const codes: Partial<Record<string, string>> = t.collections.validation.codes;
      return Object.fromEntries(
        Object.entries(pageFieldCodes(document, fallback)).map(([path, code]) => [
          path,
          path === 'blocks' && code === 'too_few'
            ? t.collections.blocks.required
            : (codes[code] ?? t.collections.validation.codes.invalid),
        ]),
      );
    },
    [t],
  );
}
