import type { ConversationAttachment, ConversationMessage } from '@sitedesk/shared/conversation-api';
import type { InquiryDetail } from '@sitedesk/shared/desk-api';
import { Send } from 'lucide-react';
import { type KeyboardEvent, useId } from 'react';
import { Link } from 'react-router';
import { useDeskI18n } from '../../../app/desk-i18n';
import { useStaffPreferences } from '../../../preferences/staff-preferences';
import { useAnswerTemplates } from '../../../templates/get-templates';
import { TemplatePicker } from '../../../templates/template-picker';
import { ErrorSummary } from '../../../ui/error-summary';
import { FieldError } from '../../../ui/field-error';
import { buttonPrimary, inputClass, labelClass, linkClass } from '../../../ui/styles';
import { ComposerAttachments } from './composer-attachments';
import { SectionCard } from './section-card';
import { useComposer } from './use-composer';

type Props = {
  detail: InquiryDetail;
  /** Files already on the inquiry (the visitor's and earlier messages'), offered to send again. */
  existingFiles: ConversationAttachment[];
  onSent: (message: ConversationMessage) => void;
};

type SummaryItem = { fieldId: string; label: string; message: string };

/** Answers the visitor by e-mail: plain text, CC, files, a template, the signature; Ctrl/Cmd+Enter sends. */
export function Composer({ detail, existingFiles, onSent }: Props) {
  const { t } = useDeskI18n();
  const texts = t.conversation.composer;
  const id = useId();
  const composer = useComposer(detail, onSent);
  const templates = useAnswerTemplates();
  const preferences = useStaffPreferences();
  const signature = preferences.data?.signature.trim() ?? '';
  const { errors } = composer;
  const ids = {
    body: `${id}-body`,
    cc: `${id}-cc`,
    files: `${id}-files`,
    attachments: `${id}-attachments-error`,
  };
  const describedBy = (...parts: (string | false | undefined)[]) =>
    parts.filter(Boolean).join(' ') || undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void composer.submit();
    }
  };

  const fieldProblems: (SummaryItem | undefined)[] = [
    errors.body ? { fieldId: ids.body, label: texts.body, message: errors.body } : undefined,
    errors.cc ? { fieldId: ids.cc, label: texts.cc, message: errors.cc } : undefined,
    errors.attachments
      ? { fieldId: ids.files, label: texts.attachments, message: errors.attachments }
      : undefined,
  ];
  const summary = fieldProblems.filter((item): item is SummaryItem => item !== undefined);
  // A refusal that names no field (a rate limit, a conflict) still belongs to the answer as a whole.
  if (summary.length === 0 && composer.generalError) {
    summary.push({ fieldId: ids.body, label: texts.body, message: composer.generalError });
  }

  return (
    <SectionCard id="inquiry-composer" title={texts.title}>
      <form
        noValidate
        onSubmit={(event) => void composer.submit(event)}
        onKeyDown={onKeyDown}
        aria-busy={composer.isSending}
        className="space-y-4"
        data-testid="composer"
      >
        <ErrorSummary title={texts.errorSummary} items={summary} />
        <div>
          <label htmlFor={`${id}-to`} className={labelClass}>
            {texts.to}
          </label>
          <input
            id={`${id}-to`}
            className={`${inputClass} bg-steel-50`}
            dir="ltr"
            value={detail.email}
            readOnly
          />
        </div>
        <div>
          <label htmlFor={ids.cc} className={labelClass}>
            {texts.cc}
          </label>
          <p id={`${ids.cc}-hint`} className="mb-1 text-sm text-steel-600">
            {texts.ccHint}
          </p>
          <input
            id={ids.cc}
            className={inputClass}
            type="text"
            inputMode="email"
            dir="ltr"
            autoComplete="off"
            value={composer.draft.ccText}
            onChange={(event) => composer.setDraft({ ccText: event.target.value })}
            aria-invalid={errors.cc ? true : undefined}
            aria-describedby={describedBy(`${ids.cc}-hint`, errors.cc && `${ids.cc}-error`)}
          />
          <FieldError id={`${ids.cc}-error`} message={errors.cc} />
        </div>
        {templates.data && (
          <TemplatePicker
            templates={templates.data.items.filter((template) => template.purpose === 'answer')}
            inquiryLocale={detail.locale}
            onInsert={composer.insertTemplate}
          />
        )}
        <div>
          <label htmlFor={ids.body} className={labelClass}>
            {texts.body}
          </label>
          <p id={`${ids.body}-hint`} className="mb-1 text-sm text-steel-600">
            {texts.bodyHint}
          </p>
          <textarea
            id={ids.body}
            ref={composer.bodyInput}
            className={`${inputClass} min-h-48`}
            value={composer.draft.body}
            onChange={(event) => composer.setDraft({ body: event.target.value })}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={describedBy(`${ids.body}-hint`, errors.body && `${ids.body}-error`)}
          />
          <FieldError id={`${ids.body}-error`} message={errors.body} />
          {composer.savedAt && <p className="mt-1 text-sm text-steel-700">{texts.draftSaved}</p>}
        </div>
        <div className="rounded-card border border-steel-200 bg-steel-50 p-3">
          <p className="text-sm font-semibold text-steel-800">{texts.signature}</p>
          {signature ? (
            <p
              className="mt-1 whitespace-pre-wrap break-words text-steel-800"
              data-testid="signature-preview"
            >
              {`-- \n${signature}`}
            </p>
          ) : (
            <p className="mt-1 text-sm text-steel-700">
              {texts.noSignature}{' '}
              <Link to="/desk/preferences" className={linkClass}>
                {texts.editSignature}
              </Link>
            </p>
          )}
        </div>
        <ComposerAttachments
          existing={existingFiles}
          selectedIds={composer.attachmentIds}
          onToggle={composer.toggleAttachment}
          fileInput={composer.fileInput}
          onFilesChanged={composer.setFileCount}
          inputId={ids.files}
          error={errors.attachments}
          errorId={ids.attachments}
        />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonPrimary} aria-disabled={composer.isSending}>
            <Send aria-hidden="true" className="size-4" />
            {composer.isSending ? texts.sending : texts.send}
          </button>
          <p role="status" aria-live="polite" className="text-steel-800" data-testid="composer-status">
            {composer.announcement}
          </p>
        </div>
      </form>
    </SectionCard>
  );
}
