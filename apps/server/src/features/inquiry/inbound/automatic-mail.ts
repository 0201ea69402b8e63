/** A header as postal-mime gives it: lower-case key, unfolded value. */
export type MailHeader = { key: string; value: string };

/**
 * Whether a message was sent by a machine (an out-of-office reply, a bounce, a list): such mail is kept in
 * the thread but changes nothing and is never answered, so two auto-responders cannot loop through us.
 * RFC 3834 (Auto-Submitted), RFC 3464 (delivery status reports), and the de-facto headers of older
 * responders (Precedence, X-Autoreply, X-Autorespond).
 */
export function isAutomaticMail(
  headers: readonly MailHeader[],
  envelopeSender: string | null | undefined,
): boolean {
  const headerValue = (key: string) =>
    headers
      .find((header) => header.key === key)
      ?.value.trim()
      .toLowerCase();
  const autoSubmitted = headerValue('auto-submitted');
  if (autoSubmitted !== undefined && autoSubmitted.split(';')[0]?.trim() !== 'no') return true;
  if (/^(bulk|auto_reply|list|junk)\b/.test(headerValue('precedence') ?? '')) return true;
  if (headers.some((header) => header.key === 'x-autoreply' || header.key === 'x-autorespond')) return true;
  const contentType = headerValue('content-type') ?? '';
  if (/^multipart\/report\b/.test(contentType) && /report-type\s*=\s*"?delivery-status/.test(contentType))
    return true;
  // The SMTP envelope's null sender (`MAIL FROM:<>`) is reserved for bounces and other notifications.
  if (envelopeSender === '') return true;
  const from = headerValue('from') ?? '';
  return /(^|[<\s"])(mailer-daemon|postmaster)@/.test(from);
}
