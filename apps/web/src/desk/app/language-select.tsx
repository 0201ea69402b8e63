import { deskLocales, isDeskLocale, languageEndonym, localeTags } from '@sitedesk/shared/locales';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useDeskI18n } from './desk-i18n';

/** The desk's language, chosen per browser (stored locally), independent of the public site's URL. */
export function LanguageSelect({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { locale, t, setLocale } = useDeskI18n();
  const id = useId();
  const colours =
    tone === 'dark'
      ? 'border-petrol-600 bg-petrol-800 text-white'
      : 'border-steel-500 bg-white text-steel-900';
  return (
    <div className="flex items-center gap-2">
      <Languages aria-hidden="true" className="size-4" />
      <label htmlFor={id} className="sr-only">
        {t.language.label}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          if (isDeskLocale(event.target.value)) setLocale(event.target.value);
        }}
        className={`min-h-10 rounded-card border px-2 ${colours}`}
      >
        {deskLocales.map((code) => (
          <option key={code} value={code} lang={localeTags[code].hreflang}>
            {languageEndonym(code)}
          </option>
        ))}
      </select>
    </div>
  );
}
