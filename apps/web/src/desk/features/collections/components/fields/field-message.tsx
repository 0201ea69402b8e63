import { defaultLocale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { Languages } from 'lucide-react';
import { useDeskI18n } from '../../../../app/desk-i18n';
import { languageName } from '../../../../lib/format';

/** The visible mark of a blank translation, with the default language's text the site shows instead. */
export function MissingTranslation({ id, fallbackText }: { id: string; fallbackText: string | undefined }) {
  const { t, locale } = useDeskI18n();
  const language = languageName(defaultLocale, locale);
  return (
    <div id={id} className="mt-1 rounded-card border border-signal-700 bg-signal-300/20 p-2 text-sm">
      <p className="flex items-center gap-1 font-semibold text-signal-800">
        <Languages aria-hidden="true" className="size-4 shrink-0" />
        {formatMessage(t.collections.fields.missingTranslation, { language })}
      </p>
      {fallbackText && (
        <p className="text-steel-800">
          {formatMessage(t.collections.fields.fallbackText, { language })}{' '}
          <span lang={defaultLocale} className="italic">
            {fallbackText}
          </span>
        </p>
      )}
    </div>
  );
}
