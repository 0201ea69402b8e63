import { randomUUID } from 'node:crypto';
import type { Database } from '@sitedesk/db/client';
import { inquiryAnswerSubject } from '@sitedesk/email/inquiry-subject';
import { defaultLocale, isLocale, type Locale } from '@sitedesk/shared/locales';
import { visitorQuoteDecisionSchema } from '@sitedesk/shared/quotes-api';
import { type VisitorPageStatus, visitorAnswerSchema } from '@sitedesk/shared/visitor-page';
import { type Clock, systemClock } from '../../../platform/clock/clock';
import { countRateLimit } from '../../../platform/rate-limit/rate-limit';
import type { BlobStorage } from '../../../platform/storage/blob-storage';
import { ownTextOf } from '../inbound/own-text';
import type { ReceivedFile } from '../inbound/parse-message';
import type { InboundMailService } from '../inbound/service';
import {
  type AttachmentLimits,
  checkUploadedFiles,
  type FileRefusal,
  type UploadedFile,
} from '../intake/check-attachments';
import type { QuoteService, VisitorQuote } from '../quotes/service';
import type { QuoteDecisionKind, QuoteFormState } from '../quotes/visitor-quote-html';
import { isWellFormedPageToken, pageTokenHash } from './page-tokens';
import { selectInquiryByTokenHash, selectInquiryFiles, selectVisitorThread } from './repository';

/** Download links on the page live this long; the page says so, and a reload makes new ones. */
export const pageFileLinkSeconds = 15 * 60;

export type VisitorPageDependencies = {
  db: Database;
  storage: Pick<BlobStorage, 'signedUrl'>;
  inbound: Pick<InboundMailService, 'storeVisitorMessage'>;
  companyName: string;
  /** The domain of the Message-IDs given to answers typed on the page. */
  messageIdDomain: string;
  /** The contact form's file rules (count, sizes, kinds): the page's answer takes files by the same ones. */
  attachments: AttachmentLimits;
  /** Answers per inquiry per hour, whichever of its links they come through; 0: no limit. */
  inquiryRateLimitPerHour: number;
  /** Answers per client address (its keyed hash) per hour; 0: no limit. */
  clientRateLimitPerHour: number;
  /** The inquiry's quotations, which the buyer accepts or declines on the page (decision 220). */
  quotes?: Pick<QuoteService, 'forVisitor' | 'decide'> | undefined;
  /** Prefixes an answer asking for changes with the quotation it is about, in the page's language. */
  changesIntro?: (locale: Locale, number: string) => string;
  /** What time it is: the hourly limits count by it (a test fixes it, so no hour turns mid-test). */
  now?: Clock | undefined;
};

export type PageFile = { name: string; url: string };

/** One entry of the conversation as its visitor sees it, oldest first. */
export type PageEntry =
  | { kind: 'inquiry'; at: Date; text: string; files: PageFile[] }
  | { kind: 'visitor'; at: Date; text: string; files: PageFile[] }
  /** `firstName`: `undefined` when the member who wrote it was removed. */
  | { kind: 'staff'; at: Date; text: string; files: PageFile[]; firstName: string | undefined };

export type VisitorPage = {
  reference: string;
  status: VisitorPageStatus;
  /** The inquiry's own language: where a page in an unknown language is sent. */
  locale: Locale;
  entries: PageEntry[];
  /** The quotations sent, the latest revision of each, newest first; with their PDF's link. */
  quotes: (VisitorQuote & { pdf: PageFile | undefined })[];
};

export type QuoteDecisionOutcome =
  | { kind: 'decided'; decision: QuoteDecisionKind }
  | { kind: 'not_found' }
  | { kind: 'refused'; form: QuoteFormState; status: 409 | 422 }
  | { kind: 'rate_limited'; retryAfterSeconds: number; form: QuoteFormState };

export type AnswerOutcome =
  | { kind: 'stored' }
  | { kind: 'not_found' }
  | { kind: 'invalid'; code: 'required' | 'too_long' | 'invalid_characters' | FileRefusal }
  | { kind: 'rate_limited'; retryAfterSeconds: number };

type PageInquiry = NonNullable<Awaited<ReturnType<typeof selectInquiryByTokenHash>>>;

/**
 * The visitor's own page (decision 173): what a link shows, and the answer typed there, which joins the
 * thread through the inbound service exactly as an e-mailed answer does.
 */
export function createVisitorPageService(deps: VisitorPageDependencies) {
  const { db } = deps;

  /** The inquiry behind `token`; spam has no page (it never got a link, and one it got is closed now). */
  async function inquiryOf(
    token: string,
  ): Promise<(PageInquiry & { status: VisitorPageStatus }) | undefined> {
    if (!isWellFormedPageToken(token)) return undefined;
    const inquiry = await selectInquiryByTokenHash(db, pageTokenHash(token));
    if (!inquiry || inquiry.status === 'spam') return undefined;
    return { ...inquiry, status: inquiry.status };
  }

  const service = {
    async read(token: string): Promise<VisitorPage | undefined> {
      const inquiry = await inquiryOf(token);
      if (!inquiry) return undefined;
      const [messages, files] = await Promise.all([
        selectVisitorThread(db, inquiry.id, inquiry.email),
        selectInquiryFiles(db, inquiry.id),
      ]);
      const filesOf = (messageId: string | null): PageFile[] =>
        files
          .filter((file) => file.messageId === messageId)
          .map((file) => ({
            name: file.fileName,
            url: deps.storage.signedUrl(file.storageKey, {
              expiresInSeconds: pageFileLinkSeconds,
              downloadName: file.fileName,
            }),
          }));
      // Anyone can type anyone's address into the form, and the confirmation goes to it: until the desk
      // has answered, the page does not repeat what was sent (text or files), or it would carry a
      // stranger's message and download under our name to that address (decision 173).
      const hasStaffAnswer = messages.some((message) => message.direction === 'outbound');
      const entries: PageEntry[] = hasStaffAnswer
        ? [{ kind: 'inquiry', at: inquiry.createdAt, text: inquiry.message, files: filesOf(null) }]
        : [];
      for (const message of messages) {
        // Auto-replies and bounces are the visitor's mail system talking, not the visitor.
        if (message.isAutomatic) continue;
        if (message.direction === 'outbound') {
          entries.push({
            kind: 'staff',
            at: message.createdAt,
            text: withoutSignature(message.text),
            files: filesOf(message.id),
            firstName: firstNameOf(message.authorName),
          });
        } else {
          // The visitor's own words: our e-mail quoted back under them is already above.
          entries.push({
            kind: 'visitor',
            at: message.createdAt,
            text: ownTextOf(message.text) || message.text,
            files: filesOf(message.id),
          });
        }
      }
      const quotes = (await deps.quotes?.forVisitor(inquiry.id)) ?? [];
      return {
        reference: inquiry.reference,
        status: inquiry.status,
        locale: isLocale(inquiry.locale) ? inquiry.locale : defaultLocale,
        entries,
        quotes: quotes.map((quote) => ({ ...quote, pdf: filesOf(quote.sentMessageId)[0] })),
      };
    },

    /**
     * A decision on a quotation of this page's inquiry (decision 220): accept with the name typed, decline,
     * or ask for changes, which joins the conversation as the visitor's answer (with its limits).
     */
    async decideQuote(
      token: string,
      quoteId: string,
      fields: Record<string, unknown>,
      clientHash: string,
      locale: Locale,
    ): Promise<QuoteDecisionOutcome> {
      const inquiry = await inquiryOf(token);
      if (!inquiry || !deps.quotes) return { kind: 'not_found' };
      const decision: QuoteDecisionKind =
        fields.decision === 'changes' || fields.decision === 'decline' ? fields.decision : 'accept';
      const typedField = { accept: 'name', changes: 'changes', decline: 'reason' }[decision];
      const typed = typeof fields[typedField] === 'string' ? String(fields[typedField]) : '';
      const refuse = (error: QuoteFormState['error'], status: 409 | 422 = 422): QuoteDecisionOutcome => ({
        kind: 'refused',
        form: { quoteId, decision, error, typed: showable(typed) },
        status,
      });
      const parsed = visitorQuoteDecisionSchema.safeParse(fields);
      if (!parsed.success) {
        const code = parsed.error.issues[0]?.message;
        if (code === 'too_long' || code === 'invalid_characters') return refuse(code);
        return refuse(decision === 'changes' ? 'changes_required' : 'name_required');
      }
      const request = parsed.data;
      if (request.decision === 'changes') {
        const quote = (await deps.quotes.forVisitor(inquiry.id)).find(
          (candidate) => candidate.id === quoteId,
        );
        if (!quote) return { kind: 'not_found' };
        if (quote.status !== 'sent') return refuse('not_open', 409);
        const intro = deps.changesIntro?.(locale, quote.number) ?? quote.number;
        const answered = await service.answer(
          token,
          { answer: `${intro}\n\n${request.changes}` },
          clientHash,
        );
        if (answered.kind === 'stored') return { kind: 'decided', decision };
        if (answered.kind === 'rate_limited') {
          return {
            kind: 'rate_limited',
            retryAfterSeconds: answered.retryAfterSeconds,
            form: { quoteId, decision, error: 'not_open', typed: showable(typed) },
          };
        }
        if (answered.kind === 'not_found') return { kind: 'not_found' };
        return refuse(
          answered.code === 'too_long'
            ? 'too_long'
            : answered.code === 'invalid_characters'
              ? 'invalid_characters'
              : 'changes_required',
        );
      }
      const decided = await deps.quotes.decide(
        inquiry.id,
        quoteId,
        request.decision === 'accept'
          ? { kind: 'accept', name: request.name }
          : { kind: 'decline', reason: request.reason },
      );
      if (decided.kind === 'not_found') return { kind: 'not_found' };
      if (decided.kind === 'not_open') return refuse('not_open', 409);
      return { kind: 'decided', decision };
    },

    /** Whether the token names a live inquiry: only then may a post bring files (a larger body). */
    async isKnown(token: string): Promise<boolean> {
      return (await inquiryOf(token)) !== undefined;
    },

    /**
     * The answer typed on the page and the files chosen with it: the text checked with the shared schema,
     * the files with the contact form's rules (all or nothing, decision 182), counted against the inquiry's
     * and the client's limits, then stored by the inbound service as the visitor's message.
     */
    async answer(
      token: string,
      fields: { answer: unknown; files?: UploadedFile[] },
      clientHash: string,
    ): Promise<AnswerOutcome> {
      const inquiry = await inquiryOf(token);
      if (!inquiry) return { kind: 'not_found' };
      const parsed = visitorAnswerSchema.safeParse(fields);
      if (!parsed.success) {
        const code = parsed.error.issues[0]?.message;
        return {
          kind: 'invalid',
          code: code === 'too_long' || code === 'invalid_characters' ? code : 'required',
        };
      }
      const files = await checkUploadedFiles(fields.files ?? [], deps.attachments);
      if (files.kind === 'refused') return { kind: 'invalid', code: files.code };
      // Counted after the checks, so a refused answer spends no slot (as the desk's answers, decision 093).
      const now = (deps.now ?? systemClock)();
      const counted = await Promise.all([
        countRateLimit(db, {
          name: 'visitor-page-inquiry',
          key: inquiry.id,
          limit: deps.inquiryRateLimitPerHour,
          windowSeconds: 3600,
          now,
        }),
        countRateLimit(db, {
          name: 'visitor-page-client',
          key: clientHash,
          limit: deps.clientRateLimitPerHour,
          windowSeconds: 3600,
          now,
        }),
      ]);
      const over = counted.filter((count) => count?.isOverLimit);
      if (over.length > 0) {
        return {
          kind: 'rate_limited',
          retryAfterSeconds: Math.max(...over.map((c) => c?.retryAfterSeconds ?? 1)),
        };
      }
      // Form posts carry line breaks as CRLF; the thread keeps one kind, as the desk's answers do.
      const text = parsed.data.answer.replace(/\r\n?/g, '\n');
      const locale = isLocale(inquiry.locale) ? inquiry.locale : defaultLocale;
      const stored = await deps.inbound.storeVisitorMessage(inquiry.id, {
        messageId: `<page-${randomUUID()}@${deps.messageIdDomain}>`,
        from: inquiry.email,
        recipients: [],
        to: [],
        cc: [],
        subject: `Re: ${inquiryAnswerSubject(locale, inquiry.reference, deps.companyName)}`,
        text,
        html: null,
        inReplyTo: null,
        references: [],
        isAutomatic: false,
        // Checked above by the same rules the inbound service applies again, so it keeps every one of them.
        attachments: files.files.map(
          (file): ReceivedFile => ({
            fileName: file.name,
            mimeType: file.contentType,
            bytes: file.bytes,
          }),
        ),
        sizeBytes:
          Buffer.byteLength(text) + files.files.reduce((sum, file) => sum + file.bytes.byteLength, 0),
        keepOriginal: false,
      });
      // Erased between the lookup and the commit: as if the link had never worked.
      return stored.kind === 'stored' ? { kind: 'stored' } : { kind: 'not_found' };
    },
  };
  return service;
}

export type VisitorPageService = ReturnType<typeof createVisitorPageService>;

/** What was typed, kept for the form, without what no page can hold (NUL, a lone surrogate). */
function showable(text: string): string {
  return text.replace(/\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '');
}

/** The answer without the signature block the desk adds (`-- ` line): it may hold addresses and numbers. */
function withoutSignature(text: string): string {
  const cut = text.lastIndexOf('\n-- \n');
  return (cut === -1 ? text : text.slice(0, cut)).trimEnd();
}

/** Staff sign with their first name only on the visitor's page. */
function firstNameOf(name: string | null): string | undefined {
  const first = name?.trim().split(/\s+/)[0];
  // A member who typed an address as their name: it would be an address on the page.
  return first && !first.includes('@') ? first : undefined;
}
