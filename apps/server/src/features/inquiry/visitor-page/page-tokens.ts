import { createHash, randomBytes } from 'node:crypto';
import { visitorPageTokens } from '@sitedesk/db/visitor-page-schema';
import type { Locale } from '@sitedesk/shared/locales';
import type { Transaction } from '../desk/repository';

/** 24 random bytes: 192 bits, written as 32 base64url characters. */
const tokenBytes = 24;
const tokenPattern = /^[A-Za-z0-9_-]{32}$/;

/** Whether `token` could be one of ours: anything else is a 404 without a database lookup. */
export function isWellFormedPageToken(token: string): boolean {
  return tokenPattern.test(token);
}

/** What the table keeps instead of the token: a copy of the table must not open any page. */
export function pageTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** `PUBLIC_URL/{locale}/requests/{token}`. */
export function visitorPageUrl(publicOrigin: string, locale: Locale, token: string): string {
  return `${publicOrigin}/${locale}/requests/${token}`;
}

/**
 * A new link to the visitor's own page of `inquiryId`, kept (as its hash) in `tx`, the transaction that
 * queues the e-mail carrying it: each e-mail to the visitor gets a link of its own (decision 173), and every
 * one of them ends when the inquiry is erased. The inquiry's row must exist in `tx` already.
 */
export async function issueVisitorPageLink(
  tx: Transaction,
  link: { inquiryId: string; locale: Locale; publicOrigin: string },
): Promise<string> {
  const token = randomBytes(tokenBytes).toString('base64url');
  await tx.insert(visitorPageTokens).values({ tokenHash: pageTokenHash(token), inquiryId: link.inquiryId });
  return visitorPageUrl(link.publicOrigin, link.locale, token);
}
