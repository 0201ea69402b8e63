import { randomUUID } from 'node:crypto';
import type { Database } from '@sitedesk/db/client';
import type { StoredQuoteLine } from '@sitedesk/db/quotes-schema';
import { greetingName } from '@sitedesk/email/greeting-name';
import { defaultLocale, intlLocale, isLocale, type Locale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { type SiteLanguageFiles, siteLanguageFiles } from '@sitedesk/shared/messages/site-language-files';
import {
  fromMinorUnits,
  isCurrency,
  maxLineAmountMinor,
  quoteTotals,
  toMinorUnits,
} from '@sitedesk/shared/quote-money';
import {
  type CheckedQuoteRequest,
  type InquiryOutcome,
  type QuoteDetail,
  quoteLimits,
} from '@sitedesk/shared/quotes-api';
import { AppError } from '../../../http/app-error';
import { isUuid } from '../../../http/is-uuid';
import { requireCan } from '../../../http/require-permission';
import type { Staff } from '../../../platform/auth/staff';
import { type Clock, systemClock } from '../../../platform/clock/clock';
import type { EventBus } from '../../../platform/events/event-bus';
import { enqueueMail } from '../../../platform/outbox/enqueue-mail';
import { replyAddress } from '../conversation/reply-address';
import type { createReplyService } from '../conversation/reply-service';
import { publishInquiriesUpdated } from '../desk/publish-updated';
import { insertActivity } from '../desk/repository';
import { issueVisitorPageLink } from '../visitor-page/page-tokens';
import { readLetterhead } from './letterhead';
import type { QueueQuoteDecisionNotice, QuoteDecision } from './notify-decision';
import { QuotePdfError } from './pdf';
import type { QuoteDocument } from './quote-document';
import {
  hasLiveQuote,
  insertQuote,
  isRemindable,
  lockInquiry,
  lockQuote,
  lockRevisions,
  type QuoteRow,
  selectExpiredQuotes,
  selectInquiryForQuote,
  selectQuote,
  selectQuotesOfInquiry,
  selectQuotesToRemind,
  selectRevisions,
  setInquiryOutcome,
  supersedeEarlierRevisions,
  type Transaction,
  takeQuoteNumber,
  updateQuote,
} from './repository';

export type QuoteMessages = SiteLanguageFiles['quote'];

/**
 * Renders with the PDF renderer; its failure (a time-out under load, a thread that died) is the service's,
 * not the caller's: 503 `pdf_unavailable`, and nothing was sent.
 */
async function renderOrRefuse(render: RenderQuotePdf, document: QuoteDocument, texts: QuoteMessages) {
  try {
    return await render(document, texts);
  } catch (error) {
    if (error instanceof QuotePdfError) throw new AppError('pdf_unavailable', { retryAfterSeconds: 30 });
    throw error;
  }
}
export type RenderQuotePdf = (document: QuoteDocument, texts: QuoteMessages) => Promise<Uint8Array>;

export type QuoteServiceDependencies = {
  db: Database;
  events: EventBus;
  replies: ReturnType<typeof createReplyService>;
  renderPdf: RenderQuotePdf;
  publicOrigin: string;
  /** The quotation texts with the editors' corrections; the shipped ones when left out. */
  texts?: (locale: Locale) => Promise<QuoteMessages>;
  /**
   * The buyer's reminder before expiry (decision 222) comes from the company and answers to the inquiry's
   * reply address, as the quotation's own mail did; no reminders when left out.
   */
  reminders?: { companyName: string; inboundDomain: string };
  /** Tells the staff of a decision or an expiry (decision 222); nobody when left out. */
  notifyDecision?: QueueQuoteDecisionNotice;
  /** Wakes the mail worker after a commit that queued mail. */
  onMailQueued?: () => void;
  /**
   * Queues the webhooks' `quote.sent`, `quote.accepted` or `quote.declined` (decision 224) in the
   * transaction of the change, with the quotation as it is then; `onAnnounced` after the commit.
   */
  announce?: (
    tx: Transaction,
    quote: QuoteRow,
    type: 'quote.sent' | 'quote.accepted' | 'quote.declined',
  ) => Promise<unknown>;
  onAnnounced?: () => void;
  now?: Clock;
};

/**
 * The buyer is reminded once, this many days before a quotation's last valid day (decision 222), and only
 * when it was sent at least `reminderAfterDays` days before: a reminder just after the quotation would read
 * as pressure, so one valid for less than a week gets none.
 */
export const reminderDaysBefore = 3;
/** PDF previews one member may have rendering at once; more are `rate_limited` until one is done. */
const previewsPerMember = 2;
const reminderAfterDays = 4;

const dayMs = 24 * 60 * 60 * 1000;

/** What the buyer can still do with a quotation on their page. */
export type VisitorDecision = { kind: 'accept'; name: string } | { kind: 'decline'; reason: string | null };

/** A quotation on the buyer's page, with the message whose attachment is its PDF. */
export type VisitorQuote = QuoteDetail & { sentMessageId: string | null };

export type DecisionOutcome =
  | { kind: 'decided'; number: string }
  | { kind: 'not_open' }
  | { kind: 'not_found' };

/**
 * Quotations (issue 27 §3, decision 220): sales builds one from a request, revises it, sends it as a PDF
 * into the conversation; the buyer accepts or declines it on their page; an accepted one wins the inquiry,
 * a declined or expired one loses it unless another is still open.
 */
export function createQuoteService(deps: QuoteServiceDependencies) {
  const { db } = deps;
  const now = deps.now ?? systemClock;
  const textsOf = deps.texts ?? (async (locale: Locale) => siteLanguageFiles[locale].quote);
  /** Previews rendering now, by member, on this instance (its renderer's line is this instance's). */
  const previewsOf = new Map<string, number>();

  async function requireInquiry(inquiryId: string) {
    if (!isUuid(inquiryId)) throw new AppError('not_found');
    const inquiry = await selectInquiryForQuote(db, inquiryId);
    // A merged inquiry is a stub pointing at the one that lives on: quotes belong there.
    if (!inquiry || inquiry.mergedIntoId) throw new AppError('not_found');
    if (inquiry.status === 'spam') throw new AppError('inquiry_is_spam');
    return inquiry;
  }

  async function requireQuote(quoteId: string): Promise<QuoteRow> {
    if (!isUuid(quoteId)) throw new AppError('not_found');
    const quote = await selectQuote(db, quoteId);
    if (!quote) throw new AppError('not_found');
    return quote;
  }

  /** The request as stored: prices in minor units, checked against the currency and today. */
  function checked(request: CheckedQuoteRequest) {
    if (!isCurrency(request.currency)) throw fieldError('currency', 'invalid_value');
    const today = dayOf(now());
    const latest = dayOf(new Date(now().getTime() + quoteLimits.validityMaxDays * dayMs));
    if (request.validUntil < today || request.validUntil > latest) {
      throw fieldError('validUntil', 'invalid_date');
    }
    const lines: StoredQuoteLine[] = request.lines.map((line, index) => {
      const unitPriceMinor = toMinorUnits(line.unitPrice, request.currency);
      if (unitPriceMinor === null) throw fieldError(`lines.${index}.unitPrice`, 'invalid');
      return {
        description: line.description,
        quantity: line.quantity,
        unit: line.unit,
        unitPriceMinor,
        discountPercent: line.discountPercent,
        entryId: line.entryId,
      };
    });
    const totals = quoteTotals(lines, request.vat);
    const tooLarge = totals.lineAmountsMinor.findIndex((amount) => amount > maxLineAmountMinor);
    if (tooLarge >= 0) throw fieldError(`lines.${tooLarge}.quantity`, 'too_big');
    return {
      currency: request.currency,
      validUntil: request.validUntil,
      lines,
      vat: request.vat,
      terms: request.terms,
      netTotalMinor: totals.netTotalMinor,
      totalMinor: totals.totalMinor,
    };
  }

  async function recordActivity(
    tx: Transaction,
    inquiryId: string,
    actorId: string | null,
    action: string,
    quote: Pick<QuoteRow, 'id' | 'number' | 'revision'>,
  ): Promise<number> {
    return insertActivity(tx, {
      id: randomUUID(),
      inquiryId,
      actorId,
      action,
      details: { quoteId: quote.id, number: quote.number, revision: quote.revision },
    });
  }

  /** The document the PDF prints, in the buyer's language. */
  async function documentOf(quote: QuoteRow, pageUrl: string, issuedOn: string): Promise<QuoteDocument> {
    const inquiry = await selectInquiryForQuote(db, quote.inquiryId);
    if (!inquiry) throw new AppError('not_found');
    const locale: Locale = isLocale(inquiry.locale) ? inquiry.locale : defaultLocale;
    const previous =
      quote.revision > 1
        ? (await selectRevisions(db, quote.number)).find(
            (row) => row.revision < quote.revision && row.sentAt !== null,
          )
        : undefined;
    const totals = quoteTotals(quote.lines, quote.vat);
    return {
      locale,
      number: quote.number,
      revision: quote.revision,
      supersedes:
        previous?.sentAt !== undefined && previous.sentAt !== null
          ? { revision: previous.revision, issuedOn: dayOf(previous.sentAt) }
          : null,
      issuedOn,
      validUntil: quote.validUntil,
      currency: quote.currency,
      inquiryReference: inquiry.reference,
      purchaseReference: inquiry.quoteRequest?.purchaseReference ?? null,
      seller: await readLetterhead(db, locale, deps.publicOrigin),
      buyer: {
        name: inquiry.name,
        company: inquiry.company === '' ? null : inquiry.company,
        email: inquiry.email,
        countryCode: inquiry.country || null,
        vatId: inquiry.quoteRequest?.vatId ?? null,
      },
      lines: quote.lines.map((line, index) => ({
        position: index + 1,
        description: line.description,
        quantity: line.quantity,
        unit: line.unit,
        unitPriceMinor: line.unitPriceMinor,
        discountPercent: line.discountPercent,
        amountMinor: totals.lineAmountsMinor[index] ?? 0,
      })),
      netTotalMinor: totals.netTotalMinor,
      vat:
        quote.vat.kind === 'rate'
          ? { kind: 'rate', ratePercent: quote.vat.ratePercent, amountMinor: totals.vatMinor }
          : quote.vat,
      totalMinor: totals.totalMinor,
      terms: quote.terms,
      pageUrl,
    };
  }

  /** After a decision: every open desk gets the inquiry's row again (its outcome may have changed). */
  async function publish(inquiryId: string, cursor: number): Promise<void> {
    await publishInquiriesUpdated(db, deps.events, [{ id: inquiryId, cursor }]);
  }

  /**
   * Marks the quotation decided (or expired) and the inquiry won or lost, and queues the staff's notices,
   * in the caller's transaction. Returns the activity's cursor and whether mail was queued.
   */
  async function closeQuote(
    tx: Transaction,
    quote: QuoteRow,
    currentOutcome: 'won' | 'lost' | null,
    change: QuoteDecision,
  ): Promise<{ cursor: number; mailQueued: boolean }> {
    const decided = {
      status: change.status,
      decidedAt: now(),
      acceptedName: change.acceptedName ?? null,
      declineReason: change.declineReason ?? null,
    };
    await updateQuote(tx, quote.id, decided);
    if (change.status !== 'expired')
      await deps.announce?.(tx, { ...quote, ...decided }, `quote.${change.status}`);
    if (change.status === 'accepted') {
      await setInquiryOutcome(tx, quote.inquiryId, 'won');
    } else if (currentOutcome === null && !(await hasLiveQuote(tx, quote.inquiryId))) {
      // Lost only when nothing else is accepted or still awaiting the buyer's word, and staff have not
      // said otherwise (a deal closed by phone stays won).
      await setInquiryOutcome(tx, quote.inquiryId, 'lost');
    }
    const action = { accepted: 'quote_accepted', declined: 'quote_declined', expired: 'quote_expired' }[
      change.status
    ];
    const cursor = await recordActivity(tx, quote.inquiryId, null, action, quote);
    const mailQueued = (await deps.notifyDecision?.(tx, quote, change)) ?? false;
    return { cursor, mailQueued };
  }

  /**
   * The reminder, as a message of the conversation's thread (the inquiry's subject, its reply address), in
   * the buyer's language: their name, the quotation's number and last day, and a fresh link to their page.
   */
  async function enqueueReminder(
    tx: Transaction,
    quote: QuoteRow,
    inquiry: NonNullable<Awaited<ReturnType<typeof selectInquiryForQuote>>>,
    reminders: { companyName: string; inboundDomain: string },
  ): Promise<void> {
    const locale = isLocale(inquiry.locale) ? inquiry.locale : defaultLocale;
    const texts = await textsOf(locale);
    const mail = siteLanguageFiles[locale].mail.confirmation;
    const pageUrl = await issueVisitorPageLink(tx, {
      inquiryId: inquiry.id,
      locale,
      publicOrigin: deps.publicOrigin,
    });
    // The name as typed into the form, which anyone can type for anyone's address: its words only, no link.
    const name = greetingName(inquiry.name);
    const reminder = formatMessage(texts.mail.reminder, {
      number: quote.number,
      date: formatDay(quote.validUntil, locale),
    });
    const body = [
      name ? formatMessage(mail.greeting, { name }) : mail.greetingWithoutName,
      `${reminder} ${pageUrl}`,
      `${mail.closing}\n${reminders.companyName}`,
    ].join('\n\n');
    await enqueueMail(tx, {
      template: 'inquiry-reply',
      props: {
        locale,
        reference: inquiry.reference,
        body,
        companyName: reminders.companyName,
        siteUrl: deps.publicOrigin,
      },
      to: [inquiry.email],
      ...(inquiry.replyToken ? { replyTo: replyAddress(inquiry.replyToken, reminders.inboundDomain) } : {}),
      idempotencyKey: `quote-${quote.id}-reminder`,
      inquiryId: inquiry.id,
    });
  }

  /** After the commit: the desks see the change, the delivery worker the notices. */
  async function published(inquiryId: string, closed: { cursor: number; mailQueued: boolean }) {
    await publish(inquiryId, closed.cursor);
    if (closed.mailQueued) deps.onMailQueued?.();
    deps.onAnnounced?.();
  }

  return {
    /** `POST /api/desk/inquiries/{id}/quotes`: a draft with the year's next number. */
    async create(staff: Staff, inquiryId: string, request: CheckedQuoteRequest) {
      requireCan(staff, 'inquiries:reply');
      const inquiry = await requireInquiry(inquiryId);
      const values = checked(request);
      const id = randomUUID();
      const year = now().getUTCFullYear();
      const number = await db.transaction(async (tx) => {
        const taken = `Q-${year}-${String(await takeQuoteNumber(tx, year)).padStart(4, '0')}`;
        await insertQuote(tx, {
          id,
          inquiryId: inquiry.id,
          number: taken,
          revision: 1,
          ...values,
          createdById: staff.userId,
        });
        await recordActivity(tx, inquiry.id, staff.userId, 'quote_created', {
          id,
          number: taken,
          revision: 1,
        });
        return taken;
      });
      return { id, number, revision: 1 };
    },

    /** `PUT /api/desk/quotes/{id}`: a draft changes; a sent one never does (make a revision). */
    async update(
      staff: Staff,
      quoteId: string,
      request: CheckedQuoteRequest,
      seenVersion?: string,
    ): Promise<QuoteDetail> {
      requireCan(staff, 'inquiries:reply');
      const quote = await requireQuote(quoteId);
      await requireInquiry(quote.inquiryId);
      const values = checked(request);
      await db.transaction(async (tx) => {
        const locked = await lockQuote(tx, quoteId);
        if (!locked) throw new AppError('not_found');
        if (locked.status !== 'draft') throw new AppError('quote_closed');
        requireSeen(locked.updatedAt, seenVersion);
        await updateQuote(tx, quoteId, values);
      });
      return detailOf(await requireQuote(quoteId));
    },

    /**
     * `POST /api/desk/quotes/{id}/revisions`: the next revision of a sent (or declined, expired) quotation,
     * as a draft with the same number. It replaces the earlier ones when it is sent.
     */
    async revise(staff: Staff, quoteId: string, request: CheckedQuoteRequest) {
      requireCan(staff, 'inquiries:reply');
      const base = await requireQuote(quoteId);
      await requireInquiry(base.inquiryId);
      const values = checked(request);
      const id = randomUUID();
      const revision = await db.transaction(async (tx) => {
        // The inquiry, then every revision of the number, locked (the order every writer keeps): of two
        // revisions at once, the second waits and then reads the first.
        await lockInquiry(tx, base.inquiryId);
        const revisions = await lockRevisions(tx, base.number);
        if (revisions.some((row) => row.status === 'draft' || row.status === 'accepted')) {
          throw new AppError('quote_closed');
        }
        const next = (revisions[0]?.revision ?? base.revision) + 1;
        await insertQuote(tx, {
          id,
          inquiryId: base.inquiryId,
          number: base.number,
          revision: next,
          ...values,
          createdById: staff.userId,
        });
        await recordActivity(tx, base.inquiryId, staff.userId, 'quote_revised', {
          id,
          number: base.number,
          revision: next,
        });
        return next;
      });
      return { id, number: base.number, revision };
    },

    async list(staff: Staff, inquiryId: string): Promise<QuoteDetail[]> {
      requireCan(staff, 'inquiries:read');
      if (!isUuid(inquiryId) || !(await selectInquiryForQuote(db, inquiryId))) {
        throw new AppError('not_found');
      }
      return (await selectQuotesOfInquiry(db, inquiryId)).map(detailOf);
    },

    async get(staff: Staff, quoteId: string): Promise<QuoteDetail> {
      requireCan(staff, 'inquiries:read');
      return detailOf(await requireQuote(quoteId));
    },

    /** The PDF as it reads now, for staff to check before sending; its link points at no page yet. */
    async preview(staff: Staff, quoteId: string): Promise<{ fileName: string; bytes: Uint8Array }> {
      requireCan(staff, 'inquiries:read');
      // The renderer is one thread per instance, shared with sending: one member's previews in a loop
      // must not fill its line and hold up everyone's quotations (a security review).
      if ((previewsOf.get(staff.userId) ?? 0) >= previewsPerMember) {
        throw new AppError('rate_limited', { retryAfterSeconds: 5 });
      }
      previewsOf.set(staff.userId, (previewsOf.get(staff.userId) ?? 0) + 1);
      try {
        const quote = await requireQuote(quoteId);
        const document = await documentOf(quote, `${deps.publicOrigin}/`, dayOf(quote.sentAt ?? now()));
        return {
          fileName: pdfFileName(quote),
          bytes: await renderOrRefuse(deps.renderPdf, document, await textsOf(document.locale)),
        };
      } finally {
        const left = (previewsOf.get(staff.userId) ?? 1) - 1;
        if (left > 0) previewsOf.set(staff.userId, left);
        else previewsOf.delete(staff.userId);
      }
    },

    /**
     * `POST /api/desk/quotes/{id}/send`: the PDF goes to the buyer as an answer in the conversation, with a
     * link to their page; the quotation is sent in the answer's transaction, and earlier revisions are
     * superseded. A quotation is sent once: a second send of it is `quote_closed`.
     */
    async send(
      staff: Staff,
      quoteId: string,
      message: string | null,
      seenVersion?: string,
    ): Promise<QuoteDetail> {
      requireCan(staff, 'inquiries:reply');
      const quote = await requireQuote(quoteId);
      const inquiry = await requireInquiry(quote.inquiryId);
      if (quote.status !== 'draft') throw new AppError('quote_closed');
      // Checked again in the answer's transaction below, which refuses any change after this read.
      requireSeen(quote.updatedAt, seenVersion);
      if (quote.validUntil < dayOf(now())) throw fieldError('validUntil', 'invalid_date');
      const locale: Locale = isLocale(inquiry.locale) ? inquiry.locale : defaultLocale;
      // The PDF's own link to the buyer's page: a link of its own, as every mail has (decision 173).
      const pageUrl = await db.transaction((tx) =>
        issueVisitorPageLink(tx, { inquiryId: inquiry.id, locale, publicOrigin: deps.publicOrigin }),
      );
      const issuedOn = dayOf(now());
      const document = await documentOf(quote, pageUrl, issuedOn);
      const texts = await textsOf(locale);
      const pdf = await renderOrRefuse(deps.renderPdf, document, texts);
      const intro = formatMessage(texts.mail.intro, {
        number: quote.number,
        date: formatDay(quote.validUntil, locale),
      });
      await deps.replies.sendReply(staff, inquiry.id, {
        body: message ? `${message}\n\n${intro}` : intro,
        cc: [],
        attachmentIds: [],
        files: [{ name: pdfFileName(quote), bytes: pdf }],
        alsoWrite: async (tx, messageRowId) => {
          // The answer's transaction holds the inquiry's lock already; then the number's revisions.
          const revisions = await lockRevisions(tx, quote.number);
          const locked = revisions.find((row) => row.id === quote.id);
          // Changed while its PDF was made (the PDF would not say what the page then offers), sent by a
          // second click, or another revision accepted meanwhile: nothing goes out.
          if (
            locked?.status !== 'draft' ||
            locked.updatedAt.getTime() !== quote.updatedAt.getTime() ||
            revisions.some((row) => row.status === 'accepted')
          ) {
            throw new AppError('quote_closed');
          }
          const sent = {
            status: 'sent' as const,
            sentAt: now(),
            sentById: staff.userId,
            sentMessageId: messageRowId,
          };
          await updateQuote(tx, quote.id, sent);
          await supersedeEarlierRevisions(tx, quote.number, quote.revision);
          await recordActivity(tx, quote.inquiryId, staff.userId, 'quote_sent', quote);
          await deps.announce?.(tx, { ...quote, ...sent }, 'quote.sent');
        },
      });
      deps.onAnnounced?.();
      return detailOf(await requireQuote(quoteId));
    },

    /** `PUT /api/desk/inquiries/{id}/outcome`: staff say how it ended (a deal closed by phone), or reopen it. */
    async setOutcome(staff: Staff, inquiryId: string, outcome: InquiryOutcome | null): Promise<void> {
      requireCan(staff, 'inquiries:update');
      await requireInquiry(inquiryId);
      const cursor = await db.transaction(async (tx) => {
        await setInquiryOutcome(tx, inquiryId, outcome);
        return insertActivity(tx, {
          id: randomUUID(),
          inquiryId,
          actorId: staff.userId,
          action: 'outcome_changed',
          details: { to: outcome },
        });
      });
      await publish(inquiryId, cursor);
    },

    /**
     * The quotations a buyer sees on their page: the latest sent revision of each, newest first, with the
     * message that carried its PDF.
     */
    async forVisitor(inquiryId: string): Promise<VisitorQuote[]> {
      const rows = (await selectQuotesOfInquiry(db, inquiryId)).filter((row) => row.status !== 'draft');
      const latest = rows.filter(
        (row) => !rows.some((other) => other.number === row.number && other.revision > row.revision),
      );
      return latest
        .map((row) => ({ ...detailOf(row), sentMessageId: row.sentMessageId }))
        .sort((a, b) => (b.sentAt ?? '').localeCompare(a.sentAt ?? ''));
    },

    /**
     * The buyer accepts (their name typed as a signature, the time recorded) or declines a quotation of
     * their own inquiry, while it is sent and valid; once only.
     */
    async decide(inquiryId: string, quoteId: string, decision: VisitorDecision): Promise<DecisionOutcome> {
      if (!isUuid(quoteId)) return { kind: 'not_found' };
      const result = await db.transaction(async (tx) => {
        const inquiry = await lockInquiry(tx, inquiryId);
        const quote = inquiry ? await lockQuote(tx, quoteId) : undefined;
        if (!inquiry || !quote || quote.inquiryId !== inquiryId) return { kind: 'not_found' as const };
        if (quote.status !== 'sent' || quote.validUntil < dayOf(now())) return { kind: 'not_open' as const };
        const closed = await closeQuote(
          tx,
          quote,
          inquiry.outcome,
          decision.kind === 'accept'
            ? { status: 'accepted', acceptedName: decision.name }
            : { status: 'declined', declineReason: decision.reason },
        );
        return { kind: 'decided' as const, number: quote.number, closed };
      });
      if (result.kind !== 'decided') return result;
      await published(inquiryId, result.closed);
      return { kind: 'decided', number: result.number };
    },

    /**
     * The job's other work: a sent quotation whose last valid day is at most `reminderDaysBefore` days
     * away, sent `reminderAfterDays` or more days ago, reminds the buyer once by e-mail with a link to
     * their page.
     * Returns how many reminders were queued.
     */
    async remindDue(at: Date, limit = 100): Promise<number> {
      const { reminders } = deps;
      if (!reminders) return 0;
      const today = dayOf(at);
      const lastDay = dayOf(new Date(at.getTime() + reminderDaysBefore * dayMs));
      const sentBefore = new Date(at.getTime() - reminderAfterDays * dayMs);
      const due = await selectQuotesToRemind(db, { today, lastDay, sentBefore }, limit);
      let reminded = 0;
      for (const { id, inquiryId } of due) {
        const done = await db.transaction(async (tx) => {
          const locked = await lockInquiry(tx, inquiryId);
          const quote = locked ? await lockQuote(tx, id) : undefined;
          // Decided, superseded or reminded since it was listed: nothing to do.
          if (!locked || quote?.status !== 'sent' || quote.remindedAt !== null) return false;
          const inquiry = await selectInquiryForQuote(tx, inquiryId);
          // Marked spam, closed or decided since it was listed: the buyer hears nothing more.
          if (!inquiry || !isRemindable(inquiry)) return false;
          await updateQuote(tx, quote.id, { remindedAt: at });
          await enqueueReminder(tx, quote, inquiry, reminders);
          await recordActivity(tx, inquiryId, null, 'quote_reminded', quote);
          return true;
        });
        if (done) reminded += 1;
      }
      if (reminded > 0) deps.onMailQueued?.();
      return reminded;
    },

    /**
     * The job's work: sent quotations past their last valid day expire; the inquiry is lost if nothing
     * else of it is accepted or open. Returns how many expired.
     */
    async expireDue(at: Date, limit = 100): Promise<number> {
      const today = dayOf(at);
      const due = await selectExpiredQuotes(db, today, limit);
      let expired = 0;
      for (const { id, inquiryId } of due) {
        const result = await db.transaction(async (tx) => {
          const inquiry = await lockInquiry(tx, inquiryId);
          const quote = inquiry ? await lockQuote(tx, id) : undefined;
          // Decided since it was listed (the buyer accepted at the last minute): nothing to do.
          if (!inquiry || quote?.status !== 'sent' || quote.validUntil >= today) return undefined;
          return closeQuote(tx, quote, inquiry.outcome, { status: 'expired' });
        });
        if (result) {
          expired += 1;
          await published(inquiryId, result);
        }
      }
      return expired;
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;

/** A stored quotation as the desk and the buyer's page show it: amounts in major units. */
export function detailOf(row: QuoteRow): QuoteDetail {
  const totals = quoteTotals(row.lines, row.vat);
  const major = (minor: number) => fromMinorUnits(minor, row.currency);
  return {
    id: row.id,
    inquiryId: row.inquiryId,
    number: row.number,
    revision: row.revision,
    status: row.status,
    currency: row.currency,
    validUntil: row.validUntil,
    lines: row.lines.map((line, index) => ({
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unitPrice: major(line.unitPriceMinor),
      discountPercent: line.discountPercent,
      entryId: line.entryId,
      amount: major(totals.lineAmountsMinor[index] ?? 0),
    })),
    vat: row.vat,
    terms: row.terms,
    netTotal: major(totals.netTotalMinor),
    vatAmount: major(totals.vatMinor),
    total: major(totals.totalMinor),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    acceptedName: row.acceptedName,
    declineReason: row.declineReason,
  };
}

/** `Q-2026-0001.pdf`, and `Q-2026-0001-2.pdf` for its second revision. */
export function pdfFileName(quote: Pick<QuoteRow, 'number' | 'revision'>): string {
  return quote.revision > 1 ? `${quote.number}-${quote.revision}.pdf` : `${quote.number}.pdf`;
}

/** The calendar day (UTC) of a time, `YYYY-MM-DD`. */
function dayOf(time: Date): string {
  return time.toISOString().slice(0, 10);
}

/** A calendar day as the buyer's language writes it ("31 December 2026", "31. Dezember 2026"). */
export function formatDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

function fieldError(field: string, code: string): AppError {
  return new AppError('validation_failed', { fields: { [field]: { code } } });
}

/**
 * A save or send names the version its writer saw: one saved since by someone else is not overwritten or
 * sent unseen. The answer carries the current version, as the content editor's conflicts do.
 */
function requireSeen(current: Date, seenVersion: string | undefined): void {
  if (seenVersion === undefined || new Date(seenVersion).getTime() === current.getTime()) return;
  throw new AppError('edit_conflict', { specifics: { updatedAt: current.toISOString() } });
}
