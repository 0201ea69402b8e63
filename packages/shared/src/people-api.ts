import { z } from 'zod';
import { emailAddressSchema } from './text';

/**
 * `POST /api/desk/people/search`, `…/export` and `…/erase` (decision 185): one person, named by their e-mail
 * address. In a body, never in a URL, so the address stays out of access logs and browser history.
 */
export const personRequestSchema = z.object({ email: emailAddressSchema() }).strict();

export type PersonRequest = z.infer<typeof personRequestSchema>;

/** How much Sitedesk holds of one address: what search shows and erasure removed. */
export type PersonCounts = {
  inquiries: number;
  messages: number;
  notes: number;
  files: number;
  /** Outgoing e-mails (the outbox) to that address, whatever their delivery state. */
  outgoingMails: number;
  /** Copies in the dev mailbox (MAIL_DRIVER=dev only). */
  devMailboxCopies: number;
};

/** When the address (by its keyed hash) was erased before; `null` when never. */
export type PersonSearchResult = { counts: PersonCounts; erasedAt: string | null };

export type PersonErasureResult = { counts: PersonCounts; erasedAt: string };

/** An open request from a visitor to erase their data, due a month after it arrived. */
export type ErasureRequestItem = {
  id: string;
  email: string;
  requestedAt: string;
  dueAt: string;
};

/** `GET /api/desk/people/erasure-requests`: the open ones, the soonest due first. */
export type ErasureRequestList = { items: ErasureRequestItem[] };

/** `POST /api/desk/people/erasure-requests/{id}/confirm`: erases the person the request names. */
export const erasureRequestConfirmSchema = z.object({ email: emailAddressSchema() }).strict();

export type ErasureRequestConfirm = z.infer<typeof erasureRequestConfirmSchema>;
