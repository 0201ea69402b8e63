import { inquiryLimits } from '@sitedesk/shared/inquiry-fields';
import type { Locale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { SiteIcon } from '../../../ui/site-icon';
import { formatFileSize } from '../lib/format-file-size';
import { hintId } from '../lib/inquiry-values';
import {
  formatCount,
  formatPercent,
  type LargeFile,
  largeFileAccept,
  type UploadPhase,
  uploadFraction,
} from '../lib/large-files';
import { FieldError, fieldAria, LabelText, type RequirementMarks } from './field-frame';
import { labelClass } from './field-styles';

export type LargeFilesTexts = {
  label: string;
  hint: string;
  choose: string;
  chosen: string;
  remove: string;
  retry: string;
  /** `{name}: {status}`, what the live region says when a file's state changes. */
  status: string;
  phases: Record<UploadPhase, string>;
};

/**
 * The drawings of a request for a quote, when the form is hydrated: each file uploads as soon as it is
 * picked (resumably), with its progress, its state in words, Retry when it failed and Remove. Changes of
 * state are announced politely; the progress itself is not (it would talk over everything).
 */
export function LargeFilesField({
  files,
  onPick,
  onRemove,
  onRetry,
  error,
  texts,
  marks,
  locale,
}: {
  files: readonly LargeFile[];
  onPick: (files: File[]) => void;
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
  error: string | undefined;
  texts: LargeFilesTexts;
  marks: RequirementMarks;
  locale: Locale;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const aria = fieldAria('attachments', { hasHint: true, error });
  const announcement = usePhaseAnnouncement(files, texts);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    // The list below is the truth; emptying the input lets the same file be picked again after removing it.
    event.target.value = '';
    onPick(picked);
  };

  const remove = (key: string) => {
    onRemove(key);
    inputRef.current?.focus();
  };

  return (
    <div>
      <label htmlFor={aria.id} className={labelClass}>
        <LabelText text={texts.label} isRequired={false} marks={marks} />
      </label>
      <p id={hintId('attachments')} className="mt-1 text-sm text-steel-700">
        {formatMessage(texts.hint, {
          count: formatCount(inquiryLimits.largeFilesMaxCount, locale),
          size: formatFileSize(inquiryLimits.largeFileMaxBytes, locale),
        })}
      </p>
      <div className="mt-2">
        <input
          {...aria}
          ref={inputRef}
          type="file"
          multiple
          accept={largeFileAccept}
          onChange={pick}
          className="peer sr-only"
        />
        <label
          htmlFor={aria.id}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-sm border border-petrol-700 bg-white px-4 py-2 font-bold text-petrol-700 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-3 peer-focus-visible:outline-petrol-600 peer-focus-visible:outline-solid hover:bg-petrol-50"
        >
          <SiteIcon name="paperclip" className="size-5" />
          {texts.choose}
        </label>
      </div>
      {files.length > 0 && (
        <ul
          aria-label={texts.chosen}
          className="mt-3 divide-y divide-steel-200 rounded-sm border border-steel-300"
        >
          {files.map((file) => (
            <LargeFileRow
              key={file.key}
              file={file}
              texts={texts}
              locale={locale}
              onRemove={() => remove(file.key)}
              onRetry={() => onRetry(file.key)}
            />
          ))}
        </ul>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <FieldError field="attachments" message={error} />
    </div>
  );
}

const phaseClass: Record<UploadPhase, string> = {
  uploading: 'text-steel-700',
  waiting: 'font-bold text-amber-900',
  done: 'text-green-800',
  failed: 'font-bold text-red-800',
};

function LargeFileRow({
  file,
  texts,
  locale,
  onRemove,
  onRetry,
}: {
  file: LargeFile;
  texts: LargeFilesTexts;
  locale: Locale;
  onRemove: () => void;
  onRetry: () => void;
}) {
  const { name, size } = file.file;
  const fraction = uploadFraction(file.bytesSent, size, file.phase);
  return (
    <li className="py-2 pe-1 ps-3" data-upload-phase={file.phase}>
      <div className="flex items-center gap-3">
        <SiteIcon
          name={file.phase === 'done' ? 'circle-check' : 'paperclip'}
          className="size-5 shrink-0 text-steel-600"
        />
        {/* Isolated: a name's own direction marks must not reorder the size beside it. */}
        <bdi className="min-w-0 grow wrap-anywhere">{name}</bdi>
        <span className="shrink-0 text-sm text-steel-700 tabular-nums">{formatFileSize(size, locale)}</span>
        <button
          type="button"
          onClick={onRemove}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-sm text-steel-700 hover:bg-steel-100 hover:text-red-800"
        >
          <SiteIcon name="x" className="size-5" />
          <span className="sr-only">{formatMessage(texts.remove, { name })}</span>
        </button>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 pe-2">
        <progress
          aria-label={name}
          max={100}
          value={Math.round(fraction * 100)}
          className="h-2 min-w-32 grow accent-petrol-700"
        />
        <span className="shrink-0 text-sm text-steel-700 tabular-nums">
          {formatPercent(fraction, locale)}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 pe-2">
        <span className={`text-sm ${phaseClass[file.phase]}`}>{texts.phases[file.phase]}</span>
        {file.phase === 'failed' && !file.refusal && (
          <button
            type="button"
            onClick={onRetry}
            className="inline-flex min-h-11 items-center font-bold text-petrol-700 underline hover:text-petrol-900"
          >
            {texts.retry}
            <span className="sr-only"> {name}</span>
          </button>
        )}
      </div>
    </li>
  );
}

/** What changed last, said once: "drawing.step: Waiting for the connection, …". */
function usePhaseAnnouncement(files: readonly LargeFile[], texts: LargeFilesTexts): string {
  const [announcement, setAnnouncement] = useState('');
  const phases = useRef(new Map<string, UploadPhase>());
  useEffect(() => {
    const known = phases.current;
    let latest: LargeFile | undefined;
    for (const file of files) {
      if (known.get(file.key) !== file.phase) latest = file;
      known.set(file.key, file.phase);
    }
    if (latest) {
      setAnnouncement(
        formatMessage(texts.status, { name: latest.file.name, status: texts.phases[latest.phase] }),
      );
    }
  }, [files, texts]);
  return announcement;
}
