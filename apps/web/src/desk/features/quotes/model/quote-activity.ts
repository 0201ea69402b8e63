import type { InquiryDetail } from '@sitedesk/shared/desk-api';
import { ltrIsolateIn } from '@sitedesk/shared/left-to-right';
import type { Locale } from '@sitedesk/shared/locales';
import type { DeskMessages } from '@sitedesk/shared/messages/desk-types';
import { formatMessage } from '@sitedesk/shared/messages/format';

type Activity = InquiryDetail['activity'][number];

/**
 * A quotation's step in the inquiry's history (decision 220's activity codes) in words, with its number and
 * revision as they were then; `undefined` for any other activity.
 */
export function quoteActivityText(t: DeskMessages, locale: Locale, activity: Activity): string | undefined {
  const texts = t.quotes.activity as Record<string, string>;
  const template = texts[activity.action];
  if (template === undefined) return undefined;
  const details = (activity.details ?? {}) as { number?: unknown; revision?: unknown; to?: unknown };
  if (activity.action === 'outcome_changed') {
    const to = details.to === 'won' || details.to === 'lost' ? details.to : 'open';
    return `${template}: ${t.quotes.outcomes[to]}`;
  }
  return formatMessage(template, {
    // The number reads left to right in every language (decision 208).
    number: typeof details.number === 'string' ? ltrIsolateIn(locale, details.number) : '',
    revision: typeof details.revision === 'number' ? details.revision : '',
  });
}
