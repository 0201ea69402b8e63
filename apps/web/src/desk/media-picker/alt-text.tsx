import type { Locale } from '@sitedesk/shared/locales';
import { useDeskI18n } from '../app/desk-i18n';

/**
 * "Alt text: …" with the alt text marked in its own language, so a screen reader reads the German text of an
 * English desk (and the reverse) with the right voice.
 */
export function AltText({ alt, locale, className }: { alt: string; locale: Locale; className?: string }) {
  const { t } = useDeskI18n();
  const [before = '', after = ''] = t.media.picker.altText.split('{alt}');
  return (
    <span className={className}>
      {before}
      <span lang={locale}>{alt}</span>
      {after}
    </span>
  );
}
