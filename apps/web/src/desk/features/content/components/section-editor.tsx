import { contentSectionSchema } from '@sitedesk/shared/content/sections';
import type { ContentSectionDetail } from '@sitedesk/shared/content-api';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { Alert } from '../../../ui/alert';
import { cardClass } from '../../../ui/styles';
import { ConflictAlert } from '../../editing/components/conflict-alert';
import { HistoryPanel } from '../../editing/components/history-panel';
import { useContentVersions } from '../api/get-versions';
import { describeField } from '../model/field-tree';
import { ContentFormProvider } from './content-form-context';
import { SectionToolbar } from './editor-toolbar';
import { GroupField } from './group-field';
import { NavigationEditor } from './navigation/navigation-editor';
import { SchemaField } from './schema-field';
import { useSectionEditor } from './use-section-editor';
import { ValidationSummary } from './validation-summary';

/**
 * Moves focus to the element with `id`; for a container (a list entry, a picker) to its first field, else
 * its first usable button.
 */
function focusById(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const isControl = target.matches('input, textarea, select, button:not([disabled]), a[href]');
  const inside =
    target.querySelector<HTMLElement>('input, textarea, select') ??
    target.querySelector<HTMLElement>('button:not([disabled]), a[href]');
  (isControl ? target : (inside ?? target)).focus();
}

/** The form generated from the section's schema, its actions, and the section's history. */
export function SectionEditor({ initial }: { initial: ContentSectionDetail }) {
  const { t } = useDeskI18n();
  const versions = useContentVersions(initial.locale, initial.section);
  const editor = useSectionEditor(initial, versions.reload);
  const { detail, fieldErrors, setValue } = editor;
  const root = useMemo(
    () => describeField(contentSectionSchema(detail.section), detail.section),
    [detail.section],
  );
  const formRef = useRef<HTMLFormElement>(null);
  const [pendingFocus, setPendingFocus] = useState<string>();
  const formId = `content-form-${detail.locale}-${detail.section}`;

  // Runs after the list that asked for focus has rendered its new entries.
  useEffect(() => {
    if (!pendingFocus) return;
    focusById(pendingFocus);
    setPendingFocus(undefined);
  }, [pendingFocus]);

  // A refused save puts focus on the first field the server named (the summary lists the others).
  useEffect(() => {
    if (Object.keys(fieldErrors).length === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [aria-describedby$="-error"]',
    );
    invalid?.focus();
  }, [fieldErrors]);

  const form = useMemo(
    () => ({
      locale: detail.locale,
      fallback: detail.fallback,
      media: detail.media,
      errors: fieldErrors,
      setValue,
      requestFocus: setPendingFocus,
    }),
    [detail.locale, detail.fallback, detail.media, fieldErrors, setValue],
  );

  const submit = useCallback(
    (event: FormEvent) => {
      event.preventDefault();
      void editor.save();
    },
    [editor],
  );

  return (
    <div className="space-y-6">
      <SectionToolbar editor={editor} formId={formId} />
      {editor.conflict && (
        <ConflictAlert
          conflict={editor.conflict}
          messages={{
            ...t.content.conflict,
            reload: t.content.conflict.loadTheirs,
            reloadConfirm: t.content.conflict.loadTheirsConfirm,
          }}
          isBusy={editor.isBusy}
          onReload={() => void editor.loadTheirs()}
          onKeepMine={() => {
            editor.keepMine();
            // The alert goes away with the click; saving is the next step.
            document.getElementById(`${formId}-save`)?.focus();
          }}
        />
      )}
      {editor.failure && <Alert tone="error">{editor.failure}</Alert>}
      {Object.keys(fieldErrors).length > 0 && (
        <ValidationSummary
          root={root}
          sectionName={t.content.sections[detail.section]}
          formId={formId}
          errors={fieldErrors}
          onGoTo={focusById}
        />
      )}
      <form
        ref={formRef}
        id={formId}
        noValidate
        onSubmit={submit}
        aria-label={formatMessage(t.content.editor.form, { section: t.content.sections[detail.section] })}
        className={cardClass}
      >
        <ContentFormProvider value={form}>
          {detail.section === 'navigation' ? (
            <NavigationEditor locale={detail.locale} value={editor.document} />
          ) : root.kind === 'group' ? (
            <GroupField node={root} path={[]} label={undefined} value={editor.document} />
          ) : (
            <SchemaField node={root} path={[]} fieldKey={detail.section} label="" value={editor.document} />
          )}
        </ContentFormProvider>
      </form>
      <HistoryPanel
        id="content-history"
        messages={t.content.history}
        versions={versions.data?.versions}
        error={versions.error}
        onRetry={versions.reload}
        liveVersion={detail.publishedVersion}
        isBusy={editor.isBusy}
        onRestore={(version) => void editor.restore(version)}
      />
    </div>
  );
}
