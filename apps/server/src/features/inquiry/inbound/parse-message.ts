import PostalMime, { type Address, type Email } from 'postal-mime';
import { isAutomaticMail, type MailHeader } from './automatic-mail';
import { sanitizeMailHtml, textOfHtml } from './sanitize-mail-html';
import { storableLine, storableText } from './storable-text';
import {
  hashedMessageId,
  messageIdOf,
  messageIdsOf,
  recipientsOf,
  unparsedMessage,
} from './unparsed-message';
import { ensureWindows1252Decoding } from './windows-1252-decoding';

ensureWindows1252Decoding();

/** What the SMTP conversation (or a provider's webhook) said about the message, beside its headers. */
export type MailEnvelope = {
  /** `MAIL FROM`; `''` for the null sender of bounces; `undefined` when unknown (a webhook). */
  sender?: string | undefined;
  /** `RCPT TO`, every address the message was delivered to. */
  recipients: string[];
};

export type ReceivedFile = { fileName: string; mimeType: string; bytes: Uint8Array };

/** A received message, every text in it safe to store. */
export type InboundMessage = {
  /** With angle brackets; made from the message's hash when it has none, so a repeat is still a repeat. */
  messageId: string;
  from: string;
  /** Every recipient, from the headers and the envelope: where reply addresses are looked for. */
  recipients: string[];
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  html: string | null;
  inReplyTo: string | null;
  references: string[];
  isAutomatic: boolean;
  attachments: ReceivedFile[];
  sizeBytes: number;
  /** Something was cut or could not be read: the original bytes are kept as a file beside the message. */
  keepOriginal: boolean;
};

const maxLineLength = 998;

/** How much of a message's text and HTML is read and stored; the rest stays in the original (decision 160). */
export type ParseLimits = { maxTextChars: number; maxHtmlChars: number };

export const defaultParseLimits: ParseLimits = { maxTextChars: 256 * 1024, maxHtmlChars: 256 * 1024 };

/**
 * Reads raw RFC 5322 bytes with postal-mime (charsets, quoted-printable, base64, nested parts). An attached
 * message (`.eml`) stays an attachment rather than being merged into the text. Any bytes give a result:
 * a message without usable headers simply matches no inquiry later. The text and the HTML are cut to
 * `limits` before they are sanitised, so the sanitiser's work is bounded whatever the message's size; a
 * message cut, or one postal-mime gave up on, says `keepOriginal`. Runs in a worker (`parse-pool.ts`).
 */
export async function parseInboundMessage(
  raw: Uint8Array,
  envelope: MailEnvelope,
  limits: ParseLimits = defaultParseLimits,
): Promise<InboundMessage> {
  let email: Email;
  try {
    email = await PostalMime.parse(raw, { rfc822Attachments: true, attachmentEncoding: 'arraybuffer' });
  } catch {
    // postal-mime gives up on some broken structures (too deep nesting): keep what can be read safely.
    return unparsedMessage(raw, envelope, limits);
  }
  const headers: MailHeader[] = email.headers.map((header) => ({ key: header.key, value: header.value }));
  const to = addressesOf(email.to);
  const cc = addressesOf(email.cc);
  const rawHtml = email.html ? cutAtTags(cut(email.html, limits.maxHtmlChars)) : undefined;
  const rawText = email.text === undefined ? undefined : cut(email.text, limits.maxTextChars);
  const html = rawHtml
    ? cutBeforeTag(storableText(sanitizeMailHtml(rawHtml.value)), limits.maxHtmlChars)
    : undefined;
  const text = cut(
    storableText(rawText?.value ?? (rawHtml ? textOfHtml(rawHtml.value) : '')).trimEnd(),
    limits.maxTextChars,
  );
  return {
    messageId: messageIdOf(email.messageId) ?? hashedMessageId(raw),
    from: storableLine(firstAddress(email.from) ?? envelope.sender ?? '', 254),
    recipients: recipientsOf(envelope, to, cc),
    to,
    cc,
    subject: storableLine(email.subject ?? '', maxLineLength),
    text: text.value,
    html: html ? html.value : null,
    inReplyTo: messageIdOf(email.inReplyTo) ?? null,
    references: messageIdsOf(email.references ?? ''),
    isAutomatic: isAutomaticMail(headers, envelope.sender),
    attachments: email.attachments.map((attachment) => ({
      fileName: storableLine(attachment.filename ?? 'attachment', 200),
      mimeType: storableLine(attachment.mimeType, 200),
      bytes: bytesOf(attachment.content),
    })),
    sizeBytes: raw.byteLength,
    keepOriginal: Boolean(rawHtml?.isCut || rawText?.isCut || html?.isCut || text.isCut),
  };
}

/**
 * htmlparser2 (under sanitize-html) keeps its open elements with `Array.unshift`: each unclosed tag costs
 * as much as the ones open before it, so 50 000 `<div>` take seconds. No mail needs more tags than this in
 * its first `maxHtmlChars`; the cut bounds that work whatever the markup (decision 160).
 */
const maxTags = 20_000;

function cutAtTags(html: { value: string; isCut: boolean }): { value: string; isCut: boolean } {
  let position = -1;
  for (let count = 0; count < maxTags; count++) {
    position = html.value.indexOf('<', position + 1);
    if (position < 0) return html;
  }
  const next = html.value.indexOf('<', position + 1);
  return next < 0 ? html : { value: html.value.slice(0, next), isCut: true };
}

/**
 * Sanitised HTML grows a little (`rel` on links, escaped `&`): over the limit it is cut before its last
 * tag that would not fit whole, so no half tag or attribute is stored (every other `<` is escaped by then).
 */
function cutBeforeTag(html: string, maxChars: number): { value: string; isCut: boolean } {
  if (html.length <= maxChars) return { value: html, isCut: false };
  return { value: html.slice(0, Math.max(0, html.lastIndexOf('<', maxChars - 1))), isCut: true };
}

/** At most `maxChars` UTF-16 units, never half a surrogate pair. */
function cut(value: string, maxChars: number): { value: string; isCut: boolean } {
  if (value.length <= maxChars) return { value, isCut: false };
  const end = /[\ud800-\udbff]/.test(value.charAt(maxChars - 1)) ? maxChars - 1 : maxChars;
  return { value: value.slice(0, end), isCut: true };
}

function addressesOf(addresses: Address[] | undefined): string[] {
  const flat = (addresses ?? []).flatMap((entry) => (entry.group ? entry.group : [entry]));
  return flat.map((mailbox) => storableLine(mailbox.address, 254)).filter((address) => address.includes('@'));
}

function firstAddress(address: Address | undefined): string | undefined {
  if (!address) return undefined;
  return address.group ? address.group[0]?.address : address.address;
}

function bytesOf(content: ArrayBuffer | Uint8Array | string): Uint8Array {
  if (typeof content === 'string') return new TextEncoder().encode(content);
  return content instanceof Uint8Array ? content : new Uint8Array(content);
}
