import type { MediaItem, MediaUpdateRequest } from '@sitedesk/shared/content-api';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { buttonPrimary } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { updateMedia } from '../api/update-media';
import { MediaDetailFields, type MediaDetailValues } from './media-detail-fields';
import { fieldError, focusFirstInvalid } from './media-error';

function valuesOf(item: MediaItem): MediaDetailValues {
  return {
    alt: { en: item.alt.en ?? '', de: item.alt.de ?? '' },
    title: item.title,
    language: item.language ?? '',
  };
}

type Props = { item: MediaItem; name: string; onSaved: (message: string) => void };

/** A file's alt texts, or a document's title and language, saved with one PATCH. */
export function MediaEditForm({ item, name, onSaved }: Props) {
  const { t } = useDeskI18n();
  const id = useId();
  const ids = {
    altEn: `${id}-alt-en`,
    altDe: `${id}-alt-de`,
    title: `${id}-title`,
    language: `${id}-language`,
  };
  const errorMessage = useErrorMessage();
  const [values, setValues] = useState(() => valuesOf(item));
  const action = useAction(updateMedia);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const update: MediaUpdateRequest =
      item.kind === 'image'
        ? { alt: values.alt }
        : { title: values.title, language: values.language === '' ? null : values.language };
    if ((await action.run(item.id, update)).ok) onSaved(formatMessage(t.media.list.saved, { name }));
  };

  const error = action.error;
  // The server's own words, except where the desk can say more precisely why (the image is in use).
  const altMessage = (field: 'alt.en' | 'alt.de') => {
    const problem = fieldError(error, field);
    return problem?.code === 'image_alt_missing' ? t.media.list.altMissingForUse : problem?.message;
  };
  // Only the fields on screen: an error for a hidden one falls through to the general alert.
  const errors =
    item.kind === 'document'
      ? { title: fieldError(error, 'title')?.message, language: fieldError(error, 'language')?.message }
      : { altEn: altMessage('alt.en'), altDe: altMessage('alt.de') };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the field errors are derived from `error` alone.
  useEffect(() => {
    if (error === undefined) return;
    focusFirstInvalid([
      'altEn' in errors && errors.altEn && ids.altEn,
      'altDe' in errors && errors.altDe && ids.altDe,
      'title' in errors && errors.title && ids.title,
      'language' in errors && errors.language && ids.language,
    ]);
  }, [error]);

  return (
    <form onSubmit={submit} className="mt-3 grid gap-3" aria-busy={action.isPending} noValidate>
      {error !== undefined && !Object.values(errors).some(Boolean) && (
        <Alert tone="error">{errorMessage(error)}</Alert>
      )}
      <MediaDetailFields kind={item.kind} values={values} onChange={setValues} ids={ids} errors={errors} />
      <div>
        <button type="submit" className={buttonPrimary} disabled={action.isPending}>
          {t.save}
          <span className="sr-only"> {name}</span>
        </button>
      </div>
    </form>
  );
}
