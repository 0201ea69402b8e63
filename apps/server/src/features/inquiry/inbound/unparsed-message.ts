import { createHash } from 'node:crypto';
import { isHeaderSafeMessageId } from '../../../platform/outbox/mail-payload';
import { isAutomaticMail, type MailHeader } from './automatic-mail';
import type { InboundMessage, MailEnvelope, ParseLimits } from './parse-message';
import { storableLine, storableText } from './storable-text';

/** A header block longer than this is not a mail's: nothing after it is read as headers. */
const maxHeaderBytes = 256 * 1024;
const maxHeaders = 500;
const maxLineLength = 998;
/** Reply addresses looked for among a message's recipients: far more than any real answer has. */
export const maxRecipientsLookedUp = 20;

/**
 * What can safely be kept of a message the MIME parser gave up on or did not finish in time (decision 160):
 * the headers it starts with (so automatic mail is still recognised and the thread still matched), and the
 * bytes after them as text, cut at the text limit. The original stays whole as a file (`keepOriginal`).
 * Linear in the input and without regular expressions over it: this runs on the main thread.
 */
export function unparsedMessage(
  raw: Uint8Array,
  envelope: MailEnvelope,
  limits: ParseLimits,
): InboundMessage {
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  const head = bytes.subarray(0, maxHeaderBytes);
  const crlf = head.indexOf('\r\n\r\n');
  const lf = head.indexOf('\n\n');
  const [headerEnd, bodyStart] =
    crlf >= 0 && (lf < 0 || crlf < lf) ? [crlf, crlf + 4] : lf >= 0 ? [lf, lf + 2] : [-1, -1];
  // Without a blank line there is no telling headers from text: nothing of it is shown, the file keeps it.
  const headers = headerEnd >= 0 ? headersOf(head.subarray(0, headerEnd).toString('latin1')) : [];
  const body =
    bodyStart >= 0
      ? new TextDecoder().decode(bytes.subarray(bodyStart, bodyStart + limits.maxTextChars))
      : '';
  const value = (key: string) => headers.find((header) => header.key === key)?.value;
  const to = addressListOf(value('to'));
  const cc = addressListOf(value('cc'));
  return {
    messageId: messageIdOf(value('message-id')) ?? hashedMessageId(raw),
    from: storableLine(addressOf(value('from') ?? '') || (envelope.sender ?? ''), 254),
    recipients: recipientsOf(envelope, to, cc),
    to,
    cc,
    subject: storableLine(value('subject') ?? '', maxLineLength),
    text: storableText(body).trimEnd(),
    html: null,
    inReplyTo: messageIdOf(value('in-reply-to')) ?? null,
    references: messageIdsOf(value('references') ?? ''),
    isAutomatic: isAutomaticMail(headers, envelope.sender),
    attachments: [],
    sizeBytes: raw.byteLength,
    keepOriginal: true,
  };
}

/** RFC 5322 header lines, continuation lines unfolded, keys in lower case as postal-mime gives them. */
function headersOf(block: string): MailHeader[] {
  const headers: MailHeader[] = [];
  for (const line of block.split('\n')) {
    const clean = line.endsWith('\r') ? line.slice(0, -1) : line;
    const last = headers.at(-1);
    if ((clean.startsWith(' ') || clean.startsWith('\t')) && last) {
      if (last.value.length < maxLineLength * 4) last.value += ` ${clean.trim()}`;
      continue;
    }
    const colon = clean.indexOf(':');
    if (colon <= 0 || headers.length >= maxHeaders) continue;
    headers.push({ key: clean.slice(0, colon).trim().toLowerCase(), value: clean.slice(colon + 1).trim() });
  }
  return headers;
}

/** `Name <a@b>` → `a@b`; a bare address stays as it is. */
function addressOf(mailbox: string): string {
  const open = mailbox.lastIndexOf('<');
  const close = mailbox.indexOf('>', open);
  return open >= 0 && close > open ? mailbox.slice(open + 1, close).trim() : mailbox.trim();
}

function addressListOf(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .slice(0, maxRecipientsLookedUp)
    .map((mailbox) => storableLine(addressOf(mailbox), 254))
    .filter((address) => address.includes('@'));
}

/** The envelope's first; a message naming thousands of addresses must not cost a lookup each. */
export function recipientsOf(envelope: MailEnvelope, to: string[], cc: string[]): string[] {
  return [...new Set([...envelope.recipients, ...to, ...cc].map((address) => address.toLowerCase()))].slice(
    0,
    maxRecipientsLookedUp,
  );
}

export function hashedMessageId(raw: Uint8Array): string {
  return `<${createHash('sha256').update(raw).digest('hex')}@sitedesk.invalid>`;
}

const messageIdPattern = /<[^<>\s]{1,500}>/g;

/**
 * Only ids we could put back into In-Reply-To/References: answers carry the thread's ids, and one id the
 * header rules refuse (`<x>`, non-ASCII, too long) would fail every answer to that inquiry.
 */
export function messageIdsOf(value: string): string[] {
  const ids = (value.match(messageIdPattern) ?? []).filter(isHeaderSafeMessageId);
  return [...new Set(ids)].slice(0, 50);
}

export function messageIdOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const [first] = messageIdsOf(value);
  if (first) return first;
  // Some senders leave out the angle brackets.
  const bracketed = `<${storableLine(value, 500)}>`;
  return isHeaderSafeMessageId(bracketed) ? bracketed : undefined;
}
