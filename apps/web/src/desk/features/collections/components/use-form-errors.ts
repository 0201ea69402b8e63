import { useCallback } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { DeskApiError } from '../../../lib/api-client';
import { formErrorPath } from '../model/entry-documents';

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
