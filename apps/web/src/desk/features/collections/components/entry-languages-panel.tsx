import type { EntryLanguageState } from '@sitedesk/shared/collections-api';
import { defaultLocale, type Locale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { type FormEvent, useId } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { languageName } from '../../../lib/format';
import { useSiteLocales } from '../../../lib/use-site-locales';
import { buttonSecondary, cardClass, inputClass } from '../../../ui/styles';
import type { EntryEditorState } from './use-entry-editor';

/**
 * How the live site shows the entry in each offered language (decision 202): translated, not shown, or
 * shown in another language by the editor's choice, which this panel makes. The languages that lack the
 * entry are named above the list, as at publish.
 */
export function EntryLanguagesPanel({ editor }: { editor: EntryEditorState }) {
  const { t, locale: deskLocale } = useDeskI18n();
  const m = t.fallbacks;
  const siteLocales = useSiteLocales();
  const headingId = useId();
  const { detail } = editor;
  const isLive = detail.languages.some(
    (language) => language.locale === defaultLocale && language.state === 'translated',
  );
  const others = detail.languages.filter(
    (language) => language.locale !== defaultLocale && siteLocales.includes(language.locale),
  );
  if (others.length === 0) return null;
  const missing = editor.missingSentence(detail);
  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className="text-lg font-semibold">
        {m.panel.title}
      </h2>
      <p className="mt-1 text-steel-800">{m.panel.intro}</p>
      {/* A live region: a publish that leaves languages without the entry is announced as it happens. */}
      <p role="status" className="mt-3 font-semibold text-steel-900 empty:hidden">
        {missing}
      </p>
      {isLive ? (
        <ul className="mt-4 divide-y divide-steel-200">
          {others.map((language) => (
            <LanguageRow
              // A new choice from the server resets the row's form.
              key={`${language.locale}:${language.state}:${language.shownIn ?? ''}`}
              language={language}
              published={detail.languages
                .filter((other) => other.state === 'translated')
                .map((other) => other.locale)}
              isBusy={editor.isBusy}
              onChoose={(shownIn) => void editor.chooseLanguage(language.locale, shownIn)}
            />
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-steel-800">
          {formatMessage(m.panel.notLive, { language: languageName(defaultLocale, deskLocale) })}
        </p>
      )}
    </section>
  );
}

function LanguageRow({
  language,
  published,
  isBusy,
  onChoose,
}: {
  language: EntryLanguageState;
  /** The languages the entry is published in: what an untranslated language may show instead. */
  published: Locale[];
  isBusy: boolean;
  onChoose: (shownIn: Locale | null) => void;
}) {
  const { t, locale: deskLocale } = useDeskI18n();
  const m = t.fallbacks.panel;
  const selectId = useId();
  const name = languageName(language.locale, deskLocale);
  const state =
    language.state === 'translated'
      ? m.translated
      : language.state === 'shownIn' && language.shownIn
        ? formatMessage(m.shownIn, { language: languageName(language.shownIn, deskLocale) })
        : m.notShown;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('shownIn');
    onChoose(typeof value === 'string' && value !== '' ? (value as Locale) : null);
  };
  return (
    <li className="py-3">
      <p>
        <span className="font-semibold">{name}</span>: {state}
      </p>
      {language.state !== 'translated' && (
        <form onSubmit={submit} className="mt-2 flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={selectId} className="mb-1 block text-sm text-steel-800">
              {formatMessage(m.choiceLabel, { language: name })}
            </label>
            <select
              id={selectId}
              name="shownIn"
              defaultValue={language.shownIn ?? ''}
              className={`${inputClass} max-w-72`}
            >
              <option value="">{m.optionNotShown}</option>
              {published.map((code) => (
                <option key={code} value={code}>
                  {formatMessage(m.optionShowIn, { language: languageName(code, deskLocale) })}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className={buttonSecondary}
            disabled={isBusy}
            aria-label={formatMessage(m.applyLabel, { language: name })}
          >
            {m.apply}
          </button>
        </form>
      )}
    </li>
  );
}
