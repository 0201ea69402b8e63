import { attachmentExtensions } from '@sitedesk/shared/attachment-kinds';
import type { ConversationAttachment } from '@sitedesk/shared/conversation-api';
import type { RefObject } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatFileSize } from '../../../lib/format';
import { inputClass, labelClass } from '../../../ui/styles';

type Props = {
  existing: ConversationAttachment[];
  selectedIds: string[];
  onToggle: (id: string, isSelected: boolean) => void;
  fileInput: RefObject<HTMLInputElement | null>;
  onFilesChanged: (count: number) => void;
  /** The file input's id, for the error summary's link. */
  inputId: string;
  error: string | undefined;
  errorId: string;
};

/** New files to upload, and the inquiry's files to send along again. */
export function ComposerAttachments(props: Props) {
  const { existing, selectedIds, onToggle, fileInput, onFilesChanged, inputId, error, errorId } = props;
  const { t, locale } = useDeskI18n();
  const texts = t.conversation.composer;
  return (
    <fieldset className="space-y-3" aria-describedby={error ? errorId : undefined}>
      <legend className={labelClass}>{texts.attachments}</legend>
      <div>
        <label htmlFor={inputId} className="mb-1 block text-steel-800">
          {texts.newFiles}
        </label>
        <p id={`${inputId}-hint`} className="mb-1 text-sm text-steel-600">
          {texts.newFilesHint}
        </p>
        <input
          id={inputId}
          ref={fileInput}
          type="file"
          multiple
          accept={attachmentExtensions.join(',')}
          className={inputClass}
          aria-describedby={`${inputId}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onFilesChanged(event.target.files?.length ?? 0)}
        />
      </div>
      {existing.length > 0 && (
        <fieldset>
          <legend className="mb-1 text-steel-800">{texts.existingFiles}</legend>
          <ul className="space-y-1">
            {existing.map((file) => (
              <li key={file.id}>
                <label className="inline-flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={selectedIds.includes(file.id)}
                    onChange={(event) => onToggle(file.id, event.target.checked)}
                  />
                  <bdi className="wrap-anywhere">{file.fileName}</bdi>
                  <span className="text-sm text-steel-700">{formatFileSize(file.sizeBytes, locale)}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {error && (
        <p id={errorId} className="text-sm font-semibold text-signal-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
