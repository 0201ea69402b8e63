import type { Locale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useDeskI18n } from '../app/desk-i18n';
import { languageName } from '../lib/format';
import { linkClass } from '../ui/styles';

/**
 * "No alt text yet in: German, Arabic" — the offered languages that would show a picture without a
 * description, with the way to the library where alt texts are written.
 */
export function AltWarning({ languages }: { languages: readonly Locale[] }) {
  const { t, locale } = useDeskI18n();
  const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    languages.map((code) => languageName(code, locale)),
  );
  return (
    <p className="mt-2 flex items-start gap-2 rounded-card border border-signal-700 bg-signal-300/20 p-2 text-signal-800">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>
        {formatMessage(t.pictures.shared.altMissing, { languages: names })}{' '}
        <Link to="/desk/media" className={linkClass}>
          {t.media.picker.addAlt}
        </Link>
      </span>
    </p>
  );
}
