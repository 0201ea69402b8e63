import { type Locale, locales } from '@sitedesk/shared/locales';
import { useDeskI18n } from '../../../app/desk-i18n';
import { languageName } from '../../../lib/format';
import { Field } from '../../../ui/field';
import { inputClass, labelClass } from '../../../ui/styles';

export type MediaDetailValues = {
  alt: Record<Locale, string>;
  title: string;
  language: Locale | '';
};

type Props = {
  kind: 'image' | 'document';
  values: MediaDetailValues;
  onChange: (values: MediaDetailValues) => void;
  /** Element ids, so a form can move focus to a field the server rejected. */
  ids: { altEn: string; altDe: string; title: string; language: string };
  errors: { altEn?: string; altDe?: string; title?: string; language?: string };
};

/** What staff describe a file with: alt texts for an image, title and language for a document. */
export function MediaDetailFields({ kind, values, onChange, ids, errors }: Props) {
  const { t, locale } = useDeskI18n();
  if (kind === 'image') {
    const setAlt = (target: Locale, text: string) =>
      onChange({ ...values, alt: { ...values.alt, [target]: text } });
    return (
      <>
        <Field
          id={ids.altEn}
          label={t.media.fields.altEn}
          hint={t.media.fields.altHint}
          lang="en"
          maxLength={300}
          value={values.alt.en}
          error={errors.altEn}
          onChange={(event) => setAlt('en', event.target.value)}
        />
        <Field
          id={ids.altDe}
          label={t.media.fields.altDe}
          hint={t.media.fields.altHint}
          lang="de"
          maxLength={300}
          value={values.alt.de}
          error={errors.altDe}
          onChange={(event) => setAlt('de', event.target.value)}
        />
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
