import type { MediaItem, MediaUpdateRequest } from '@sitedesk/shared/content-api';
import type { Locale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { type FormEvent, useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { useAction } from '../../../lib/use-action';
import { updateMedia } from '../../../media-picker/update-media';
import { Alert } from '../../../ui/alert';
import { buttonPrimary } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import {
  emptyAltTexts,
  MediaDetailFields,
  type MediaDetailValues,
  mediaDetailIds,
} from './media-detail-fields';
import { fieldError, useMediaDetailErrors } from './media-error';

function valuesOf(item: MediaItem): MediaDetailValues {
  return {
    alt: emptyAltTexts(item.alt),
    title: item.title,
    language: item.language ?? '',
  };
}

type Props = { item: MediaItem; name: string; onSaved: (message: string) => void };

/** A file's alt texts, or a document's title and language, saved with one PATCH. */
export function MediaEditForm({ item, name, onSaved }: Props) {
  const { t } = useDeskI18n();
  const id = useId();
  const ids = mediaDetailIds(id);
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
  const altMessage = (altLocale: Locale) => {
    const problem = fieldError(error, `alt.${altLocale}`);
    return problem?.code === 'image_alt_missing' ? t.media.list.altMissingForUse : problem?.message;
  };
  const { errors, hasFieldError } = useMediaDetailErrors(error, item.kind, ids, { altMessage });

  return (
    <form onSubmit={submit} className="mt-3 grid gap-3" aria-busy={action.isPending} noValidate>
      {error !== undefined && !hasFieldError && <Alert tone="error">{errorMessage(error)}</Alert>}
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
