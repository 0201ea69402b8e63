import type { EntryDetail } from '@sitedesk/shared/collections-api';
import { defaultLocale, type Locale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDateTime, languageName } from '../../../lib/format';
import { useSiteLocales } from '../../../lib/use-site-locales';
import { useDocumentEditor } from '../../editing/components/use-document-editor';
import { chooseEntryLanguage } from '../api/choose-entry-language';
import { discardEntryDraft } from '../api/discard-entry-draft';
import { fetchEntry } from '../api/get-entry';
import { publishEntry } from '../api/publish-entry';
import { restoreEntryVersion } from '../api/restore-entry-version';
import { saveEntryDraft } from '../api/save-entry-draft';
import { unpublishEntry } from '../api/unpublish-entry';
import { formDocument } from '../model/entry-documents';
import { missingLanguages } from '../model/missing-languages';
import { useClientFieldErrors, useFormErrors } from './use-form-errors';

const entryFormDocument = (detail: EntryDetail) =>
  formDocument(detail.collection, detail.draft, detail.fallback);

/**
 * An entry's editor in one language: the shared editor state (`useDocumentEditor`) with what only entries
 * have: a check with the shared schema before saving, publishing later, and unpublishing.
 */
export function useEntryEditor(initial: EntryDetail, onWritten: () => void, initialStatus = '') {
  const { t, locale: deskLocale } = useDeskI18n();
  const fieldErrorsOf = useFormErrors();
  const clientErrors = useClientFieldErrors();
  const siteLocales = useSiteLocales();
  const { collection, id, locale } = initial;
  const editor = useDocumentEditor({
    initial,
    formDocument: entryFormDocument,
    fieldErrorsOf,
    onWritten,
    initialStatus,
  });
  const { detail, document, revision, isDirty, write } = editor;

  /** Checked here with the shared schema first, so a refused paste or block field is named at once. */
  const save = async (): Promise<EntryDetail | undefined> => {
    const invalid = clientErrors(collection, document, locale === defaultLocale ? null : detail.fallback);
    if (Object.keys(invalid).length > 0) {
      editor.setFieldErrors(invalid);
      return undefined;
    }
    return write(() => saveEntryDraft(collection, id, locale, { revision, document }), {
      status: (next) => formatMessage(t.collections.editor.draftSaved, { revision: next.revision }),
    });
  };

  /** Publishes now, or schedules for `publishAt`; unsaved edits are saved first. */
  const publish = async (publishAt?: string) => {
    const saved = isDirty ? await save() : detail;
    if (!saved) return;
    await write(
      () =>
        publishEntry(collection, id, locale, {
          revision: saved.revision,
          ...(publishAt ? { publishAt } : {}),
        }),
      {
        status: (next) =>
          next.status === 'scheduled' && next.publishAt
            ? formatMessage(t.collections.editor.scheduled, {
                time: formatDateTime(next.publishAt, deskLocale),
              })
            : formatMessage(t.collections.editor.published, { version: next.publishedVersion }),
      },
    );
  };

  /** Which offered languages lack the entry (decision 202): said beside the toolbar's status at publish. */
  const missingSentence = (next: EntryDetail): string => {
    const missing = missingLanguages(next, siteLocales);
    if (missing.length === 0) return '';
    const names = missing.map((code) => languageName(code, deskLocale));
    const languages = new Intl.ListFormat(deskLocale, { type: 'conjunction' }).format(names);
    return formatMessage(t.fallbacks.missing, { languages });
  };

  /** Where `target` has no published translation: show the entry in `shownIn` there, or (`null`) not. */
  const chooseLanguage = (target: Locale, shownIn: Locale | null) =>
    write(
      // The answer is the other language's; this editor goes on with its own language's state.
      async () => {
        await chooseEntryLanguage(collection, id, target, { shownIn });
        return fetchEntry(collection, id, locale);
      },
      {
        edits: 'keep-edits',
        status: () => {
          const language = languageName(target, deskLocale);
          return shownIn
            ? formatMessage(t.fallbacks.panel.appliedShown, {
                language,
                shown: languageName(shownIn, deskLocale),
              })
            : formatMessage(t.fallbacks.panel.appliedHidden, { language });
        },
      },
    );

  const discard = () =>
    write(() => discardEntryDraft(collection, id, locale, { revision }), {
      edits: 'drop-edits',
      status: () => t.collections.editor.discarded,
    });

  const unpublish = () =>
    write(() => unpublishEntry(collection, id, locale, { revision }), {
      edits: 'keep-edits',
      status: () => t.collections.editor.unpublished,
    });

  const restore = (version: number) =>
    write(() => restoreEntryVersion(collection, id, locale, version, { revision }), {
      edits: 'keep-edits',
      status: (next) =>
        formatMessage(t.collections.editor.restored, { version, newVersion: next.publishedVersion }),
    });

  const loadTheirs = () =>
    write(() => fetchEntry(collection, id, locale), {
      edits: 'drop-edits',
      status: () => t.collections.editor.reloaded,
    });

  return {
    ...editor,
    save,
    publish,
    discard,
    unpublish,
    restore,
    loadTheirs,
    chooseLanguage,
    missingSentence,
    keepMine: () => editor.keepMine(t.collections.editor.keptEdits),
  };
}

export type EntryEditorState = ReturnType<typeof useEntryEditor>;
