import type { SiteMedia } from '@sitedesk/shared/content/site-media';
import type { Locale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { type DocumentPath, fieldId, pathKey } from '../../../lib/document-path';
import { labelFrom } from '../model/field-labels';

type ContentForm = {
  /** The section's language (not the desk's): decides the missing-translation marks and alt-text checks. */
  locale: Locale;
  /** The English draft for other languages, else `null`. */
  fallback: unknown;
  media: SiteMedia[];
  /** Messages of the last failed save, by path (`items.0.title`). */
  errors: Record<string, string>;
  setValue: (path: DocumentPath, value: unknown) => void;
  /** Where a list asks for focus after it re-renders (a new entry, a moved one). */
  requestFocus: (id: string) => void;
};

const ContentFormContext = createContext<ContentForm | undefined>(undefined);

export function ContentFormProvider({ value, children }: { value: ContentForm; children: ReactNode }) {
  return <ContentFormContext.Provider value={value}>{children}</ContentFormContext.Provider>;
}

export function useContentForm(): ContentForm {
  const form = useContext(ContentFormContext);
  if (!form) throw new Error('useContentForm needs a ContentFormProvider.');
  return form;
}

/** The DOM ids and the error of the field at `path`, for `aria-describedby` and `aria-invalid`. */
export function useFieldState(path: DocumentPath) {
  const { errors } = useContentForm();
  const id = fieldId(path);
  const error = errors[pathKey(path)];
  return { id, error, errorId: error ? `${id}-error` : undefined };
}

/** Labels for field names, list entries and choices in the desk's language. */
export function useFieldLabels() {
  const { t } = useDeskI18n();
  return useMemo(() => {
    const labels: Partial<Record<string, string>> = t.content.labels;
    const itemNames: Partial<Record<string, string>> = t.content.itemNames;
    const options: Partial<Record<string, string>> = t.content.options;
    return {
      field: (key: string) => labelFrom(labels, key),
      item: (listKey: string, index: number) =>
        formatMessage(t.content.fields.item, {
          name: itemNames[listKey] ?? labelFrom(labels, listKey),
          number: index + 1,
        }),
      option: (value: string) => labelFrom(options, value),
    };
  }, [t]);
}
