import { type Locale, locales, localeTags } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useDeskI18n } from '../../../app/desk-i18n';
import { languageName } from '../../../lib/format';
import { Field } from '../../../ui/field';
import { inputClass, labelClass } from '../../../ui/styles';

export type MediaDetailValues = {
  alt: Record<Locale, string>;
  title: string;
  language: Locale | '';
};

export type MediaDetailIds = { alt: Record<Locale, string>; title: string; language: string };
export type MediaDetailErrors = { alt?: Partial<Record<Locale, string>>; title?: string; language?: string };

/** Every language's alt text, blank where there is none yet. */
export function emptyAltTexts(alt: Partial<Record<Locale, string | undefined>>): Record<Locale, string> {
  return Object.fromEntries(locales.map((locale) => [locale, alt[locale] ?? ''])) as Record<Locale, string>;
}

/** Element ids for the fields, one alt text per language. */
export function mediaDetailIds(prefix: string): MediaDetailIds {
  const alt = Object.fromEntries(locales.map((locale) => [locale, `${prefix}-alt-${locale}`]));
  return { alt: alt as Record<Locale, string>, title: `${prefix}-title`, language: `${prefix}-language` };
}

type Props = {
  kind: 'image' | 'document';
  values: MediaDetailValues;
  onChange: (values: MediaDetailValues) => void;
  /** Element ids, so a form can move focus to a field the server rejected. */
  ids: MediaDetailIds;
  errors: MediaDetailErrors;
};

/** What staff describe a file with: alt texts for an image, title and language for a document. */
export function MediaDetailFields({ kind, values, onChange, ids, errors }: Props) {
  const { t, locale } = useDeskI18n();
  if (kind === 'image') {
    const setAlt = (target: Locale, text: string) =>
      onChange({ ...values, alt: { ...values.alt, [target]: text } });
    return (
      <>
        {locales.map((altLocale) => (
          <Field
            key={altLocale}
            id={ids.alt[altLocale]}
            label={formatMessage(t.media.fields.altIn, { language: languageName(altLocale, locale) })}
            hint={t.media.fields.altHint}
            lang={localeTags[altLocale].hreflang}
            dir={localeTags[altLocale].dir}
            maxLength={300}
            value={values.alt[altLocale]}
            error={errors.alt?.[altLocale]}
            onChange={(event) => setAlt(altLocale, event.target.value)}
          />
        ))}
      </>
    );
  }
  const languageErrorId = errors.language ? `${ids.language}-error` : undefined;
  return (
    <>
      <Field
        id={ids.title}
        label={t.media.fields.title}
        hint={t.media.fields.titleHint}
        maxLength={200}
        value={values.title}
        error={errors.title}
        onChange={(event) => onChange({ ...values, title: event.target.value })}
      />
      <div>
        <label htmlFor={ids.language} className={labelClass}>
          {t.media.fields.language}
        </label>
        <select
          id={ids.language}
          className={inputClass}
          value={values.language}
          aria-invalid={errors.language ? true : undefined}
          aria-describedby={languageErrorId}
          onChange={(event) => onChange({ ...values, language: event.target.value as Locale | '' })}
        >
          <option value="">{t.media.fields.languageUnset}</option>
          {locales.map((option) => (
            <option key={option} value={option}>
              {languageName(option, locale)}
            </option>
          ))}
        </select>
        {errors.language && (
          <p id={languageErrorId} className="mt-1 text-sm font-semibold text-signal-800">
            {errors.language}
          </p>
        )}
      </div>
    </>
  );
}
