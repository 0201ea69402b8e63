import type { Locale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { type ChangeEvent, useRef } from 'react';
import { SiteIcon } from '../../../ui/site-icon';
import { attachmentAccept } from '../lib/attachment-types';
import { formatFileSize } from '../lib/format-file-size';
import { hintId } from '../lib/inquiry-values';
import { FieldError, fieldAria, LabelText, type RequirementMarks } from './field-frame';
import { labelClass } from './field-styles';

export type AttachmentsTexts = {
  label: string;
  hint: string;
  choose: string;
  chosen: string;
  remove: string;
};

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * A native file input (so it works without JavaScript); once hydrated, files add up across several picks,
 * are listed with their sizes and can be removed one by one.
 */
export function AttachmentsField({
  files,
  onChange,
  error,
  texts,
  marks,
  locale,
  isEnhanced,
  isRequired = false,
}: {
  files: readonly File[];
  onChange: (files: File[]) => void;
  error: string | undefined;
  texts: AttachmentsTexts;
  marks: RequirementMarks;
  locale: Locale;
  isEnhanced: boolean;
  /** A job application needs its CV. */
  isRequired?: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const aria = fieldAria('attachments', { hasHint: true, error });

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])].filter(
      (file) => !files.some((known) => sameFile(known, file)),
    );
    // The list below is the truth; emptying the input lets the same file be picked again after removing it.
    event.target.value = '';
    onChange([...files, ...picked]);
  };

  const remove = (file: File) => {
    onChange(files.filter((known) => known !== file));
    inputRef.current?.focus();
  };

  return (
    <div>
      <label htmlFor={aria.id} className={labelClass}>
        <LabelText text={texts.label} isRequired={isRequired} marks={marks} />
      </label>
      <p id={hintId('attachments')} className="mt-1 text-sm text-steel-700">
        {texts.hint}
      </p>
      <div className="mt-2">
        <input
          {...aria}
          ref={inputRef}
          type="file"
          name="attachments"
          multiple
          // Only ever required once hydrated, when the form does not validate natively (the input is
          // emptied after each pick): the form's own check says a CV is missing, this announces the need.
          required={isRequired}
          accept={attachmentAccept}
          onChange={isEnhanced ? onPick : undefined}
          // Hydrated, the input hides behind a button in the page's language; the list below shows the files.
          className={isEnhanced ? 'peer sr-only' : 'block w-full text-steel-800'}
        />
        {isEnhanced && (
          <label
            htmlFor={aria.id}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-sm border border-petrol-700 bg-white px-4 py-2 font-bold text-petrol-700 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-3 peer-focus-visible:outline-petrol-600 peer-focus-visible:outline-solid hover:bg-petrol-50"
          >
            <SiteIcon name="paperclip" className="size-5" />
            {texts.choose}
          </label>
        )}
      </div>
      {files.length > 0 && (
        <ul
          aria-label={texts.chosen}
          className="mt-3 divide-y divide-steel-200 rounded-sm border border-steel-300"
        >
          {files.map((file) => (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}`}
              className="flex items-center gap-3 py-1 pe-1 ps-3"
            >
              <SiteIcon name="paperclip" className="size-5 shrink-0 text-steel-600" />
              <span className="min-w-0 grow wrap-anywhere">{file.name}</span>
              <span className="shrink-0 text-sm text-steel-700 tabular-nums">
                {formatFileSize(file.size, locale)}
              </span>
              <button
                type="button"
                onClick={() => remove(file)}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-sm text-steel-700 hover:bg-steel-100 hover:text-red-800"
              >
                <SiteIcon name="x" className="size-5" />
                <span className="sr-only">{formatMessage(texts.remove, { name: file.name })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError field="attachments" message={error} />
    </div>
  );
}
