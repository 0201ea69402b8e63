import { type AttachmentKind, attachmentKinds } from '@sitedesk/shared/attachment-kinds';
import { intlLocale, type Locale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import type { VisitorPageMessages } from '@sitedesk/shared/messages/visitor-page-catalogs';
import { pathFor } from '@sitedesk/shared/routes';
import { visitorPageLimits } from '@sitedesk/shared/visitor-page';
import type { QuoteMessages } from '../quotes/service';
import { type QuoteFormState, type QuoteNotice, visitorQuotesHtml } from '../quotes/visitor-quote-html';
import type { PageEntry, VisitorPage } from './service';

/*
 * The visitor's page as markup in the site's own classes (the site's stylesheet is built with this file as a
 * source, decision 173). Every value from the database or the request goes through `escapeHtml`; the page
 * has no script, no inline style and nothing from another host.
 */

export type AnswerFormState = {
  /** What the visitor typed, kept when the answer is refused. */
  text: string;
  error?: keyof VisitorPageMessages['errors'];
  /** Just after a stored answer (`?sent=1`): the announced confirmation. */
  isSent: boolean;
  /** The refused post carried files, which no browser puts back into a file input: they are asked for again. */
  hadFiles: boolean;
};

/** The refusals that concern the files, not the text: the file input carries them. */
const fileErrors = new Set<string>([
  'too_many_files',
  'file_too_large',
  'files_too_large',
  'unsupported_file_type',
]);

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}

const container = 'mx-auto w-full max-w-(--container-page) px-5 sm:px-8';
const controlClass =
  'block min-h-12 w-full rounded-sm border border-steel-500 bg-white px-3 py-2 text-base text-steel-900 ' +
  'hover:border-steel-700 aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700';

/** Paragraphs at blank lines, `<br>` at single line breaks; text only, never markup or links. */
function textBlocks(text: string): string {
  return text
    .split(/\n[ \t]*\n+/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

function timeOf(at: Date, locale: Locale): string {
  const words = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at);
  return `<time datetime="${at.toISOString()}">${escapeHtml(words)} UTC</time>`;
}

function authorOf(entry: PageEntry, text: VisitorPageMessages, companyName: string): string {
  switch (entry.kind) {
    case 'inquiry':
      return text.yourInquiry;
    case 'visitor':
      return text.yourAnswer;
    case 'staff':
      return entry.firstName
        ? formatMessage(text.staffAnswer, { name: entry.firstName, company: companyName })
        : formatMessage(text.teamAnswer, { company: companyName });
  }
}

function entryHtml(entry: PageEntry, index: number, options: PageOptions): string {
  const { text, locale } = options;
  const tone = entry.kind === 'staff' ? 'border-petrol-600 bg-petrol-50' : 'border-steel-300 bg-white';
  const files =
    entry.files.length === 0
      ? ''
      : `<h4 class="mt-5 font-bold">${escapeHtml(text.filesLabel)}</h4><ul class="mt-2 space-y-2">${entry.files
          .map(
            (file) =>
              `<li><a href="${escapeHtml(file.url)}" class="inline-flex min-h-11 items-center font-semibold text-petrol-800 underline wrap-anywhere hover:no-underline"><bdi>${escapeHtml(file.name)}</bdi></a></li>`,
          )
          .join('')}</ul>`;
  return (
    `<li><article aria-labelledby="entry-${index}" class="rounded-sm border-2 ${tone} p-5 sm:p-6">` +
    `<h3 id="entry-${index}" class="text-2xl">${escapeHtml(authorOf(entry, text, options.companyName))}</h3>` +
    `<p class="mt-1 text-sm text-steel-700">${timeOf(entry.at, locale)}</p>` +
    `<div dir="auto" class="mt-4 space-y-4 text-steel-900 wrap-anywhere">${textBlocks(entry.text)}</div>` +
    `${files}</article></li>`
  );
}

export type PageOptions = {
  locale: Locale;
  text: VisitorPageMessages;
  companyName: string;
  /** The page's own path, where the form posts. */
  action: string;
  /** The kinds of file the desk takes (ATTACHMENT_TYPES): the picker offers their endings. */
  allowedKinds: readonly AttachmentKind[];
  /** The quotations' words, and a refused decision or the one just made (decision 220). */
  quotes: { text: QuoteMessages['page']; form?: QuoteFormState; notice?: QuoteNotice };
};

/**
 * The answer's file input (decision 182): a plain one, as the contact form has without JavaScript, with its
 * error (too many, too large, a kind we do not take) under it, or a request to choose the files again.
 */
function filesFieldHtml(form: AnswerFormState, options: PageOptions): string {
  const { text } = options;
  const isFileError = form.error !== undefined && fileErrors.has(form.error);
  const error = isFileError && form.error ? text.errors[form.error] : undefined;
  const again = form.error && form.hadFiles ? text.filesAgain : undefined;
  const describedBy = ['attachments-hint', error ? 'attachments-error' : again ? 'attachments-again' : '']
    .filter(Boolean)
    .join(' ');
  const accept = options.allowedKinds.flatMap((kind) => attachmentKinds[kind].extensions).join(',');
  return (
    `<div><label for="attachments" class="block font-bold text-steel-900">${escapeHtml(text.attachLabel)}</label>` +
    `<p id="attachments-hint" class="mt-1 block text-sm text-steel-700">${escapeHtml(text.attachHint)}</p>` +
    `<div class="mt-2"><input type="file" id="attachments" name="attachments" multiple accept="${escapeHtml(accept)}" aria-describedby="${describedBy}"${error ? ' aria-invalid="true" autofocus' : ''} class="block min-h-11 w-full max-w-full text-steel-800"></div>` +
    (error
      ? `<p id="attachments-error" class="mt-2 font-bold text-red-800"><span class="sr-only">${escapeHtml(text.errorTitle)} </span>${escapeHtml(error)}${again ? ` ${escapeHtml(again)}` : ''}</p>`
      : again
        ? `<p id="attachments-again" class="mt-2 font-bold text-steel-900">${escapeHtml(again)}</p>`
        : '') +
    `</div>`
  );
}

/** The page's `<main>`: the reference and status, the conversation oldest first, the answer form. */
export function requestPageMain(page: VisitorPage, form: AnswerFormState, options: PageOptions): string {
  const { text } = options;
  const hasFiles = page.entries.some((entry) => entry.files.length > 0);
  // A refusal of the files is shown by the file input; every other one by the text.
  const error = form.error && !fileErrors.has(form.error) ? text.errors[form.error] : undefined;
  const describedBy = error ? 'answer-hint answer-error' : 'answer-hint';
  const sent = form.isSent
    ? `<div id="sent" tabindex="-1" role="status" class="mb-10 rounded-sm border-2 border-petrol-600 bg-petrol-50 p-5 font-bold text-petrol-800 focus:outline-none"><p>${escapeHtml(text.sent)}</p></div>`
    : '';
  return (
    `<main id="main" tabindex="-1" class="focus:outline-none">` +
    `<div class="surface-dark relative overflow-hidden bg-petrol-900 text-steel-50">` +
    `<div aria-hidden="true" class="intro-grid absolute inset-0 opacity-60"></div>` +
    `<div class="${container} relative py-16 sm:py-24">` +
    `<p class="text-sm font-semibold tracking-[0.14em] text-signal-400 uppercase">${escapeHtml(text.eyebrow)}</p>` +
    `<h1 class="mt-3 max-w-4xl text-5xl leading-[1.02] sm:text-7xl"><span class="sr-only">${escapeHtml(text.referenceLabel)} </span><span dir="ltr">${escapeHtml(page.reference)}</span></h1>` +
    `<p class="mt-6 text-xl"><span class="text-steel-200">${escapeHtml(text.statusLabel)}:</span> <strong class="font-bold text-white">${escapeHtml(text.status[page.status])}</strong></p>` +
    `<p class="mt-4 max-w-2xl text-lg leading-relaxed text-steel-200">${escapeHtml(text.privacyNote)}</p>` +
    `</div></div>` +
    `<div class="${container} py-12 sm:py-16">${sent}` +
    visitorQuotesHtml(page.quotes, {
      locale: options.locale,
      text: options.quotes.text,
      actionOf: (quoteId) => `${options.action}/quotes/${quoteId}`,
      pdfUrlOf: (quote) => page.quotes.find((candidate) => candidate.id === quote.id)?.pdf?.url,
      escape: escapeHtml,
      controlClass,
      form: options.quotes.form,
      notice: options.quotes.notice,
    }) +
    // Nothing to show before the desk's first answer (the service holds the inquiry back until then).
    (page.entries.length === 0
      ? ''
      : `<section aria-labelledby="thread-heading" class="mb-12">` +
        `<h2 id="thread-heading" class="text-3xl sm:text-4xl">${escapeHtml(text.threadHeading)}</h2>` +
        (hasFiles ? `<p class="mt-2 text-steel-700">${escapeHtml(text.filesNote)}</p>` : '') +
        `<ol class="mt-6 max-w-3xl space-y-6">${page.entries.map((entry, index) => entryHtml(entry, index, options)).join('')}</ol>` +
        `</section>`) +
    `<section aria-labelledby="answer-heading" class="max-w-3xl">` +
    `<h2 id="answer-heading" class="text-3xl sm:text-4xl">${escapeHtml(text.answerHeading)}</h2>` +
    (page.status === 'closed' ? `<p class="mt-2 text-steel-700">${escapeHtml(text.closedHint)}</p>` : '') +
    `<form method="post" action="${escapeHtml(options.action)}" enctype="multipart/form-data" class="mt-6 space-y-4">` +
    `<div><label for="answer" class="block font-bold text-steel-900">${escapeHtml(text.answerLabel)}</label>` +
    `<p id="answer-hint" class="mt-1 block text-sm text-steel-700">${escapeHtml(text.answerHint)}</p>` +
    `<div class="mt-2"><textarea id="answer" name="answer" rows="8" required maxlength="${visitorPageLimits.answerMaxLength}" dir="auto" aria-describedby="${describedBy}"${error ? ' aria-invalid="true" autofocus' : ''} class="${controlClass}">${escapeHtml(form.text)}</textarea></div>` +
    (error
      ? `<p id="answer-error" class="mt-2 font-bold text-red-800"><span class="sr-only">${escapeHtml(text.errorTitle)} </span>${escapeHtml(error)}</p>`
      : '') +
    `</div>` +
    filesFieldHtml(form, options) +
    `<button type="submit" class="inline-flex min-h-12 items-center gap-3 rounded-sm bg-petrol-700 px-6 py-3 font-bold text-white hover:bg-petrol-800">${escapeHtml(text.submit)}</button>` +
    `</form></section></div></main>`
  );
}

/** The helpful 404 of a link that opens nothing (wrong, erased, spam), in the link's language. */
export function notFoundMain(locale: Locale, text: VisitorPageMessages): string {
  const notFound = text.notFound;
  return (
    `<main id="main" tabindex="-1" class="focus:outline-none"><div class="${container} py-20 sm:py-32">` +
    `<p class="text-sm font-semibold tracking-[0.14em] text-signal-800 uppercase">${escapeHtml(notFound.eyebrow)}</p>` +
    `<h1 class="mt-3 max-w-3xl text-5xl sm:text-7xl">${escapeHtml(notFound.title)}</h1>` +
    `<p class="mt-6 max-w-2xl text-lg text-steel-700">${escapeHtml(notFound.text)}</p>` +
    `<p class="mt-10"><a href="${pathFor('contact', locale)}" class="inline-flex min-h-12 items-center gap-3 rounded-sm border-2 border-petrol-700 px-6 py-3 font-bold text-petrol-800 hover:bg-petrol-700 hover:text-white">${escapeHtml(notFound.contact)}</a></p>` +
    `</div></main>`
  );
}
