import { ltrIsolateIn } from '@sitedesk/shared/left-to-right';
import { intlLocale, type Locale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { quoteLimits } from '@sitedesk/shared/quotes-api';
import type { QuoteMessages, VisitorQuote } from './service';
import { formatDay } from './service';

/*
 * The quotations on the buyer's own page (decision 220), markup in the site's classes like the rest of that
 * page (apps/web/src/styles/main.css lists this file as a source). No script: three plain forms per open
 * quotation — accept, ask for changes, decline — each posting to the quotation's own path.
 */

export type QuoteDecisionKind = 'accept' | 'changes' | 'decline';

/** A refused decision: which quotation and form, what was typed, and why. */
export type QuoteFormState = {
  quoteId: string;
  decision: QuoteDecisionKind;
  error: keyof QuoteMessages['page']['errors'];
  typed: string;
};

/** What just happened, after the post/redirect/get: shown at the top of the quotation. */
export type QuoteNotice = { quoteId: string; decision: QuoteDecisionKind };

export type QuoteSectionOptions = {
  locale: Locale;
  text: QuoteMessages['page'];
  /** Where a quotation's forms post: the page's path with `/quotes/{id}`. */
  actionOf: (quoteId: string) => string;
  /** The PDF's download link, from the message that carried it; `undefined` when it is gone. */
  pdfUrlOf: (quote: VisitorQuote) => string | undefined;
  escape: (text: string) => string;
  controlClass: string;
  form?: QuoteFormState | undefined;
  notice?: QuoteNotice | undefined;
};

function amountOf(value: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency }).format(value);
}

function statusOf(quote: VisitorQuote, options: QuoteSectionOptions): string {
  const { text, locale } = options;
  const decidedOn = quote.decidedAt ? formatDay(quote.decidedAt.slice(0, 10), locale) : '';
  switch (quote.status) {
    case 'accepted':
      return formatMessage(text.status.accepted, { name: quote.acceptedName ?? '', date: decidedOn });
    case 'declined':
      return formatMessage(text.status.declined, { date: decidedOn });
    case 'expired':
      return formatMessage(text.status.expired, { date: decidedOn });
    case 'superseded':
      return text.status.superseded;
    default:
      return text.status.sent;
  }
}

/** One form of an open quotation: its field, its error and its button. */
function decisionForm(
  quote: VisitorQuote,
  decision: QuoteDecisionKind,
  options: QuoteSectionOptions,
): string {
  const { text, escape: esc } = options;
  const id = `quote-${quote.id}-${decision}`;
  const field = { accept: 'name', changes: 'changes', decline: 'reason' }[decision];
  const label = { accept: text.acceptNameLabel, changes: text.changesLabel, decline: text.declineLabel }[
    decision
  ];
  const submit = { accept: text.acceptSubmit, changes: text.changesSubmit, decline: text.declineSubmit }[
    decision
  ];
  const refused =
    options.form?.quoteId === quote.id && options.form.decision === decision ? options.form : undefined;
  const error = refused ? text.errors[refused.error] : undefined;
  const describedBy = [decision === 'accept' ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const attributes =
    `id="${id}" name="${field}" dir="auto"` +
    (describedBy ? ` aria-describedby="${describedBy}"` : '') +
    (error ? ' aria-invalid="true" autofocus' : '') +
    (decision === 'decline' ? '' : ' required');
  const control =
    decision === 'accept'
      ? `<input type="text" ${attributes} autocomplete="name" maxlength="${quoteLimits.acceptNameMaxLength}" value="${esc(refused?.typed ?? '')}" class="${options.controlClass}">`
      : `<textarea ${attributes} rows="4" maxlength="${quoteLimits.visitorTextMaxLength}" class="${options.controlClass}">${esc(refused?.typed ?? '')}</textarea>`;
  return (
    `<form method="post" action="${esc(options.actionOf(quote.id))}" class="mt-4 space-y-3">` +
    `<input type="hidden" name="decision" value="${decision}">` +
    `<div><label for="${id}" class="block font-bold text-steel-900">${esc(label)}</label>` +
    (decision === 'accept'
      ? `<p id="${id}-hint" class="mt-1 block text-sm text-steel-700">${esc(text.acceptHint)}</p>`
      : '') +
    `<div class="mt-2">${control}</div>` +
    (error ? `<p id="${id}-error" class="mt-2 font-bold text-red-800">${esc(error)}</p>` : '') +
    `</div>` +
    `<button type="submit" class="inline-flex min-h-12 items-center gap-3 rounded-sm ${
      decision === 'accept'
        ? 'bg-petrol-700 px-6 py-3 font-bold text-white hover:bg-petrol-800'
        : 'border-2 border-petrol-700 px-6 py-3 font-bold text-petrol-800 hover:bg-petrol-700 hover:text-white'
    }">${esc(submit)}</button></form>`
  );
}

function quoteHtml(quote: VisitorQuote, options: QuoteSectionOptions): string {
  const { text, escape: esc, locale } = options;
  const headingId = `quote-${quote.id}-heading`;
  const isOpen = quote.status === 'sent';
  const notice =
    options.notice?.quoteId === quote.id
      ? formatMessage(
          { accept: text.accepted, decline: text.declined, changes: text.changesSent }[
            options.notice.decision
          ],
          { number: quote.number },
        )
      : undefined;
  const pdfUrl = options.pdfUrlOf(quote);
  // A refused form opens its disclosure, so the error and the focus are visible.
  const openFor = (decision: QuoteDecisionKind) =>
    options.form?.quoteId === quote.id && options.form.decision === decision ? ' open' : '';
  return (
    `<li id="quote-${quote.id}"><article aria-labelledby="${headingId}" class="rounded-sm border-2 border-petrol-600 bg-white p-5 sm:p-6">` +
    (notice
      ? `<div role="status" class="mb-5 rounded-sm border-2 border-petrol-600 bg-petrol-50 p-4 font-bold text-petrol-800"><p>${esc(notice)}</p></div>`
      : '') +
    `<h3 id="${headingId}" class="text-2xl">${esc(formatMessage(text.heading, { number: ltrIsolateIn(locale, quote.number) }))}` +
    (quote.revision > 1
      ? ` <span class="text-lg text-steel-700">${esc(formatMessage(text.revisionNote, { revision: String(quote.revision) }))}</span>`
      : '') +
    `</h3>` +
    `<p class="mt-2 font-bold text-steel-900">${esc(statusOf(quote, options))}</p>` +
    `<p class="mt-3 text-steel-900">${esc(formatMessage(text.validUntil, { date: formatDay(quote.validUntil, locale) }))}</p>` +
    `<p class="mt-1 text-lg font-bold text-steel-900">${esc(formatMessage(text.totalLine, { amount: ltrIsolateIn(locale, amountOf(quote.total, quote.currency, locale)) }))}</p>` +
    (pdfUrl
      ? `<p class="mt-4"><a href="${esc(pdfUrl)}" class="inline-flex min-h-11 items-center font-semibold text-petrol-800 underline hover:no-underline">${esc(text.download)}</a></p>`
      : '') +
    (isOpen
      ? `<section aria-labelledby="${headingId}-accept" class="mt-6 border-t-2 border-steel-200 pt-5">` +
        `<h4 id="${headingId}-accept" class="text-xl font-bold">${esc(text.acceptHeading)}</h4>` +
        decisionForm(quote, 'accept', options) +
        `</section>` +
        `<details class="mt-5 border-t-2 border-steel-200 pt-4"${openFor('changes')}><summary class="inline-flex min-h-11 cursor-pointer items-center font-bold text-petrol-800">${esc(text.changesHeading)}</summary>` +
        decisionForm(quote, 'changes', options) +
        `</details>` +
        `<details class="mt-3 border-t-2 border-steel-200 pt-4"${openFor('decline')}><summary class="inline-flex min-h-11 cursor-pointer items-center font-bold text-petrol-800">${esc(text.declineHeading)}</summary>` +
        decisionForm(quote, 'decline', options) +
        `</details>`
      : '') +
    `</article></li>`
  );
}

/** The page's quotations section; empty when none was sent. */
export function visitorQuotesHtml(quotes: readonly VisitorQuote[], options: QuoteSectionOptions): string {
  if (quotes.length === 0) return '';
  return (
    `<section aria-labelledby="quotes-heading" class="mb-12 max-w-3xl">` +
    `<h2 id="quotes-heading" class="text-3xl sm:text-4xl">${options.escape(options.text.sectionHeading)}</h2>` +
    `<ol class="mt-6 space-y-6">${quotes.map((quote) => quoteHtml(quote, options)).join('')}</ol>` +
    `</section>`
  );
}
