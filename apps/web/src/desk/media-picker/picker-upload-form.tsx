import type { MediaItem } from '@sitedesk/shared/content-api';
import type { Locale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useDeskI18n } from '../app/desk-i18n';
import { languageName } from '../lib/format';
import { useAction } from '../lib/use-action';
import { Alert } from '../ui/alert';
import { buttonSecondary, inputClass, labelClass } from '../ui/styles';
import { useErrorMessage } from '../ui/use-error-message';
import type { MediaKind } from './list-media';
import { uploadMedia } from './upload-media';

const acceptedTypes: Record<MediaKind, string[]> = {
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'],
  document: ['application/pdf'],
};

type Props = {
  kind: MediaKind;
  /** The content's language: the alt text asked for here is in it. */
  contentLocale: Locale;
  onUploaded: (item: MediaItem) => void;
};

/**
 * Uploads a file from inside the picker and uses it at once, so an editor never leaves the content they
 * are editing for the media library. An image's alt text in the content's language comes with it. Not a
 * `<form>`: the picker sits inside the content editor's form, and forms do not nest.
 */
export function PickerUploadForm({ kind, contentLocale, onUploaded }: Props) {
  const { t, locale } = useDeskI18n();
  const id = useId();
  const errorMessage = useErrorMessage();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string>();
  const action = useAction(uploadMedia);

  const submit = async () => {
    action.reset();
    const refusal = !file
      ? t.media.upload.fileRequired
      : acceptedTypes[kind].includes(file.type)
        ? undefined
        : t.media.upload.wrongType;
    setProblem(refusal);
    if (refusal || !file) {
      fileInput.current?.focus();
      return;
    }
    const result = await action.run(kind === 'image' ? { file, alt: { [contentLocale]: alt } } : { file });
    if (result.ok) onUploaded(result.value);
  };

  const message = problem ?? (action.error === undefined ? undefined : errorMessage(action.error));
  return (
    <div className="mt-4 grid gap-3 border-t border-steel-200 pt-4">
      <h3 className="text-lg font-semibold text-petrol-900">{t.pictures.upload.title}</h3>
      {message && <Alert tone="error">{message}</Alert>}
      <div>
        <label htmlFor={`${id}-file`} className={labelClass}>
          {t.pictures.upload.file}
        </label>
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept={acceptedTypes[kind].join(',')}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setFile(event.target.files?.[0])}
          className="block w-full text-steel-900"
        />
      </div>
      {kind === 'image' && (
        <div>
          <label htmlFor={`${id}-alt`} className={labelClass}>
            {formatMessage(t.pictures.upload.altIn, { language: languageName(contentLocale, locale) })}
          </label>
          <input
            id={`${id}-alt`}
            lang={contentLocale}
            value={alt}
            maxLength={300}
            onChange={(event) => setAlt(event.target.value)}
            onKeyDown={(event) => {
              // Enter uploads, as in a form of its own, rather than submitting the content editor's form.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void submit();
            }}
            className={inputClass}
          />
        </div>
      )}
      <div>
        <button type="button" className={buttonSecondary} disabled={action.isPending} onClick={submit}>
          <Upload aria-hidden="true" className="size-4" />
          {action.isPending ? t.pictures.upload.uploading : t.pictures.upload.submit}
        </button>
      </div>
    </div>
  );
}
