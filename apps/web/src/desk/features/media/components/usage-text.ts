import type { MediaUsage } from '@sitedesk/shared/content-api';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useCallback } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { languageName } from '../../../lib/format';

/**
 * "About us (German, published), Home page banner (English, draft), EcoBale X4 (French, published)" —
 * sections named as the content editor shows them, entries by their title; a language that shows the
 * picture of every language says so.
 */
export function useUsageText(): (usage: MediaUsage[]) => string {
  const { t, locale } = useDeskI18n();
  return useCallback(
    (usage: MediaUsage[]) =>
      usage
        .map((place) =>
          formatMessage(t.media.list.usagePlace, {
            section: 'section' in place ? t.content.sections[place.section] : place.title,
            language: place.isShared
              ? formatMessage(t.pictures.usage.sharedLanguage, {
                  language: languageName(place.locale, locale),
                })
              : languageName(place.locale, locale),
            state: t.media.list.states[place.state],
          }),
        )
        .join(', '),
    [t, locale],
  );
}
