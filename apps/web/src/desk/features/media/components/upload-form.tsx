import { formatMessage } from '@sitedesk/shared/messages/format';
import { Upload } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { DeskApiError } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { uploadMedia } from '../../../media-picker/upload-media';
import { Alert } from '../../../ui/alert';
import { buttonPrimary, cardClass, inputClass, labelClass } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import {
  emptyAltTexts,
  MediaDetailFields,
  type MediaDetailValues,
  mediaDetailIds,
} from './media-detail-fields';
import { fieldError, useMediaDetailErrors } from './media-error';

/** What the server accepts; the browser's file dialog offers only these. */
const acceptedTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'application/pdf'];
const emptyValues: MediaDetailValues = { alt: emptyAltTexts({}), title: '', language: '' };

function kindOf(file: File | undefined): 'image' | 'document' | undefined {
  if (!file) return undefined;
  return file.type === 'application/pdf' ? 'document' : 'image';
}

export function UploadForm({ onUploaded }: { onUploaded: (message: string) => void }) {
  const { t } = useDeskI18n();
  const id = useId();
  const ids = { file: `${id}-file`, ...mediaDetailIds(id) };
  const errorMessage = useErrorMessage();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [values, setValues] = useState(emptyValues);
  const [clientError, setClientError] = useState<string>();
  const action = useAction(uploadMedia);
  const kind = kindOf(file);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    action.reset();
    // Checked here too so staff learn at once, not after sending a large file for nothing.
    const problem = !file
      ? t.media.upload.fileRequired
      : acceptedTypes.includes(file.type)
        ? undefined
        : t.media.upload.wrongType;
    setClientError(problem);
    if (problem || !file) {
      fileInput.current?.focus();
      return;
    }
    const result = await action.run(
      kind === 'image'
        ? { file, alt: values.alt }
        : { file, title: values.title, language: values.language || undefined },
    );
    if (result.ok) {
      onUploaded(formatMessage(t.media.upload.uploaded, { name: file.name }));
      setFile(undefined);
      setValues(emptyValues);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const error = action.error;
  const status = error instanceof DeskApiError ? error.status : undefined;
  // The server's own sentence names the size limit; the status alone still says what went wrong.
  const fileProblem =
    clientError ??
    fieldError(error, 'file')?.message ??
    (status === 413 ? t.media.upload.tooLarge : undefined) ??
    (status === 415 ? t.media.upload.wrongType : undefined);
  const { errors, hasFieldError } = useMediaDetailErrors(error, kind, ids, {
    firstInvalidId: fileProblem ? ids.file : undefined,
  });
  const showsGeneralError = error !== undefined && !fileProblem && !hasFieldError;
  const fileHintId = `${ids.file}-hint`;
  const fileErrorId = `${ids.file}-error`;

  return (
    <section aria-labelledby={`${id}-heading`} className={cardClass}>
      <h2 id={`${id}-heading`} className="mb-4 text-2xl text-petrol-900">
        {t.media.upload.title}
      </h2>
      <form onSubmit={submit} className="grid max-w-xl gap-4" aria-busy={action.isPending} noValidate>
        {showsGeneralError && <Alert tone="error">{errorMessage(error)}</Alert>}
        <div>
          <label htmlFor={ids.file} className={labelClass}>
            {t.media.upload.file}
          </label>
          <p id={fileHintId} className="mb-1 text-sm text-steel-600">
            {t.media.upload.fileHint}
          </p>
          <input
            ref={fileInput}
            id={ids.file}
            type="file"
            accept={acceptedTypes.join(',')}
            required
            className={`${inputClass} file:me-3 file:min-h-9 file:rounded-card file:border-0 file:bg-steel-100 file:px-3 file:font-semibold`}
            aria-invalid={fileProblem ? true : undefined}
            aria-describedby={fileProblem ? `${fileHintId} ${fileErrorId}` : fileHintId}
            onChange={(event) => {
              setFile(event.target.files?.[0]);
              setClientError(undefined);
              action.reset();
            }}
          />
          {fileProblem && (
            <p id={fileErrorId} className="mt-1 text-sm font-semibold text-signal-800">
              {fileProblem}
            </p>
          )}
        </div>
        {kind && (
          <MediaDetailFields kind={kind} values={values} onChange={setValues} ids={ids} errors={errors} />
        )}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonPrimary} disabled={action.isPending}>
            <Upload aria-hidden="true" className="size-4" />
            {t.media.upload.submit}
          </button>
          <p role="status" className="flex items-center gap-2 text-steel-700">
            {action.isPending && file && (
              <>
                <progress aria-hidden="true" className="w-32" />
                {formatMessage(t.media.upload.uploading, { name: file.name })}
              </>
            )}
          </p>
        </div>
      </form>
    </section>
  );
}
