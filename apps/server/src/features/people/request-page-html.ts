import { ltrIsolateIn } from '@sitedesk/shared/left-to-right';
import { intlLocale, type Locale } from '@sitedesk/shared/locales';
import type { ErasureRequestMessages } from '@sitedesk/shared/messages/erasure-request-catalogs';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { escapeHtml } from '../inquiry/visitor-page';

/*
 * The visitor's page to ask for erasure (decision 185), in the site's own classes as the visitor's own page
 * (the site's stylesheet is built with this file as a source). Every value goes through `escapeHtml`; no
 * script, no inline style, nothing from another host: the form works without JavaScript.
 */

const container = 'mx-auto w-full max-w-(--container-page) px-5 sm:px-8';

export type ErasurePageState =
  | { kind: 'form'; reference: string; action: string; isRateLimited: boolean }
  | { kind: 'sent'; dueAt: Date }
  | { kind: 'invalid' | 'expired' | 'gone' };

function intro(text: ErasureRequestMessages, heading: string): string {
  return (
    `<div class="surface-dark relative overflow-hidden bg-petrol-900 text-steel-50">` +
    `<div aria-hidden="true" class="intro-grid absolute inset-0 opacity-60"></div>` +
    `<div class="${container} relative py-16 sm:py-24">` +
    `<p class="text-sm font-semibold tracking-[0.14em] text-signal-400 uppercase">${escapeHtml(text.eyebrow)}</p>` +
    `<h1 class="mt-3 max-w-4xl text-5xl leading-[1.02] sm:text-7xl">${escapeHtml(heading)}</h1>` +
    `</div></div>`
  );
}

function body(state: ErasurePageState, text: ErasureRequestMessages, locale: Locale): string {
  switch (state.kind) {
    case 'form':
      return (
        `<div class="${container} py-12 sm:py-16"><div class="max-w-3xl space-y-4 text-lg text-steel-700">` +
        (state.isRateLimited
          ? `<p id="rate-limited" role="alert" class="mt-2 font-bold text-red-800">${escapeHtml(text.rateLimited)}</p>`
          : '') +
        `<p>${escapeHtml(formatMessage(text.intro, { reference: ltrIsolateIn(locale, state.reference) }))}</p>` +
        `<p>${escapeHtml(text.scope)}</p><p>${escapeHtml(text.timing)}</p>` +
        `<form method="post" action="${escapeHtml(state.action)}" class="mt-6">` +
        `<button type="submit" class="inline-flex min-h-12 items-center gap-3 rounded-sm bg-petrol-700 px-6 py-3 font-bold text-white hover:bg-petrol-800">${escapeHtml(text.submit)}</button>` +
        `</form></div></div>`
      );
    case 'sent': {
      const date = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
        state.dueAt,
      );
      return (
        `<div class="${container} py-12 sm:py-16">` +
        `<div id="sent" tabindex="-1" role="status" class="mb-10 rounded-sm border-2 border-petrol-600 bg-petrol-50 p-5 font-bold text-petrol-800 focus:outline-none"><p>${escapeHtml(formatMessage(text.sent, { date }))}</p></div>` +
        `</div>`
      );
    }
    default:
      return `<div class="${container} py-12 sm:py-16"><p class="mt-6 max-w-2xl text-lg text-steel-700">${escapeHtml(text[state.kind])}</p></div>`;
  }
}

const headings = {
  form: 'heading',
  sent: 'sentHeading',
  invalid: 'invalidHeading',
  expired: 'expiredHeading',
  gone: 'goneHeading',
} as const satisfies Record<ErasurePageState['kind'], keyof ErasureRequestMessages>;

/** The page's `<main>` and its title. */
export function erasurePageMain(
  state: ErasurePageState,
  text: ErasureRequestMessages,
  locale: Locale,
): { title: string; main: string } {
  const heading = text[headings[state.kind]];
  return {
    title: heading,
    main: `<main id="main" tabindex="-1" class="focus:outline-none">${intro(text, heading)}${body(state, text, locale)}</main>`,
  };
}
