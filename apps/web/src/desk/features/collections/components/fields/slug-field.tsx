import { entryPath } from '@sitedesk/shared/collections/paths';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useEffect, useState } from 'react';
import { useDeskI18n } from '../../../../app/desk-i18n';
import { FieldError } from '../../../../ui/field-error';
import { buttonSecondary, inputClass, labelClass } from '../../../../ui/styles';
import { suggestSlug } from '../../model/slug-suggestion';
import { useEntryField, useEntryForm } from '../entry-form-context';
import { MissingTranslation } from './field-message';

type Props = { titleKey: string };

/**
 * The entry's address in this language. While it is blank or was only ever suggested, it follows the title;
 * once the editor types their own, it stays as typed. Below it the full URL the page will have.
 */
export function SlugField({ titleKey }: Props) {
  const { t } = useDeskI18n();
  const { collection, locale } = useEntryForm();
  const field = useEntryField(['slug']);
  const title = useEntryField([titleKey]);
  const slug = typeof field.value === 'string' ? field.value : '';
  const titleText = typeof title.value === 'string' ? title.value : '';
  // A slug that exists when the editor opens is someone's choice (and maybe live): it is never replaced.
  const [followsTitle, setFollowsTitle] = useState(slug === '');
  const { set } = field;

  useEffect(() => {
    if (!followsTitle) return;
    const suggestion = suggestSlug(titleText);
    if (suggestion !== slug) set(suggestion === '' ? '' : suggestion);
  }, [followsTitle, titleText, slug, set]);

  const shown = slug || (typeof field.fallbackValue === 'string' ? field.fallbackValue : '');
  const url = shown ? `${window.location.origin}${entryPath(collection, locale, shown)}` : undefined;
  const hintId = `${field.id}-hint`;
  const urlId = `${field.id}-url`;
  const missingId = field.isMissing ? `${field.id}-missing` : undefined;

  return (
    <div>
      <label htmlFor={field.id} className={labelClass}>
        {t.collections.fields.slug}
      </label>
      <p id={hintId} className="mb-1 text-sm text-steel-700">
        {t.collections.fields.slugHint}
      </p>
      <div className="flex flex-wrap gap-2">
        <input
          id={field.id}
          className={`${inputClass} max-w-xl flex-1`}
          value={slug}
          maxLength={80}
          autoComplete="off"
          spellCheck={false}
          placeholder={typeof field.fallbackValue === 'string' ? field.fallbackValue : undefined}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={[hintId, urlId, missingId, field.errorId].filter(Boolean).join(' ')}
          onChange={(event) => {
            setFollowsTitle(false);
            set(event.target.value);
          }}
        />
        <button
          type="button"
          className={buttonSecondary}
          onClick={() => {
            setFollowsTitle(true);
            set(suggestSlug(titleText));
          }}
        >
          {t.collections.fields.useTitle}
        </button>
      </div>
      <p id={urlId} className="mt-1 text-sm break-all text-steel-800">
        {url ? formatMessage(t.collections.fields.slugUrl, { url }) : null}
      </p>
      {missingId && (
        <MissingTranslation
          id={missingId}
          fallbackText={typeof field.fallbackValue === 'string' ? field.fallbackValue : undefined}
        />
      )}
      <FieldError id={field.errorId} message={field.error} />
    </div>
  );
}
