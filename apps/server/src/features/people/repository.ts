import type { Database } from '@sitedesk/db/client';
import { inquiryMessages } from '@sitedesk/db/conversation-schema';
import { inquiryNotes } from '@sitedesk/db/desk-schema';
import { personErasureRequests, personErasures } from '@sitedesk/db/people-schema';
import { quotes } from '@sitedesk/db/quotes-schema';
import { devMailbox, inquiries, inquiryAttachments, mailOutbox } from '@sitedesk/db/schema';
import type { PersonCounts } from '@sitedesk/shared/people-api';
import { type AnyColumn, and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../inquiry/desk';

/*
 * Where one address's data is (decision 185), `address` always normalised (person-address.ts):
 * - its inquiries (any status, merged stubs too), and with them by cascade their thread, notes, files,
 *   activity, outbox mail, dev-mailbox copies and visitor-page links;
 * - in other people's threads: messages it sent (with their files) and messages copied to it;
 * - outgoing mail and dev-mailbox copies addressed to it that belong to no inquiry of its own.
 */

type Reader = Database | Transaction;

const jsonArrayHolds = (column: SQL | AnyColumn, address: string) =>
  sql`exists (select 1 from jsonb_array_elements_text(coalesce(${column}, '[]'::jsonb)) as item(value) where lower(item.value) = ${address})`;

const ownInquiry = (address: string) => sql`lower(${inquiries.email}) = ${address}`;

const ownInquiryIds = (address: string) =>
  sql`(select ${inquiries.id} from ${inquiries} where ${ownInquiry(address)})`;

/** Messages in other people's inquiries that this address sent. */
const sentElsewhere = (address: string) =>
  and(
    sql`${inquiryMessages.inquiryId} not in ${ownInquiryIds(address)}`,
    sql`lower(${inquiryMessages.fromAddress}) = ${address}`,
  );

/** Messages in other people's inquiries copied to this address (but not sent by it). */
const copiedElsewhere = (address: string) =>
  and(
    sql`${inquiryMessages.inquiryId} not in ${ownInquiryIds(address)}`,
    sql`lower(${inquiryMessages.fromAddress}) <> ${address}`,
    or(jsonArrayHolds(inquiryMessages.to, address), jsonArrayHolds(inquiryMessages.cc, address)),
  );

const messageInScope = (address: string) =>
  or(
    sql`${inquiryMessages.inquiryId} in ${ownInquiryIds(address)}`,
    sentElsewhere(address),
    copiedElsewhere(address),
  );

const attachmentInScope = (address: string) =>
  or(
    sql`${inquiryAttachments.inquiryId} in ${ownInquiryIds(address)}`,
    sql`${inquiryAttachments.messageId} in (select ${inquiryMessages.id} from ${inquiryMessages} where ${sentElsewhere(address)})`,
  );

const outboxInScope = (address: string) =>
  or(
    sql`${mailOutbox.inquiryId} in ${ownInquiryIds(address)}`,
    jsonArrayHolds(sql`${mailOutbox.data}->'to'`, address),
    jsonArrayHolds(sql`${mailOutbox.data}->'cc'`, address),
  );

const devMailInScope = (address: string) =>
  or(
    sql`${devMailbox.inquiryId} in ${ownInquiryIds(address)}`,
    jsonArrayHolds(devMailbox.to, address),
    jsonArrayHolds(devMailbox.cc, address),
  );

/**
 * What the export gives of the outgoing mail: only the mails written to visitors (their confirmation, the
 * desk's answers) that went to this address. The erasure takes every mail above, but an export must not
 * hand over what staff were sent about the inquiry, nor, for an address that is an invitee's or a member's
 * own, a live reset or invitation link (a security review found an admin could take an owner's account so).
 */
const visitorMailTemplates = ['inquiry-confirmation', 'inquiry-reply'];

const outboxExportScope = (address: string) =>
  and(
    inArray(mailOutbox.template, visitorMailTemplates),
    or(
      jsonArrayHolds(sql`${mailOutbox.data}->'to'`, address),
      jsonArrayHolds(sql`${mailOutbox.data}->'cc'`, address),
    ),
  );

/** Dev-mailbox copies for the export: mails to this address about an inquiry (no account mail has one). */
const devMailExportScope = (address: string) =>
  and(
    sql`${devMailbox.inquiryId} is not null`,
    or(jsonArrayHolds(devMailbox.to, address), jsonArrayHolds(devMailbox.cc, address)),
  );

/**
 * One count per kind, one after another: inside the erasure's transaction they share one connection, which
 * runs one query at a time (node-postgres deprecates queueing them).
 */
export async function countPersonData(db: Reader, address: string): Promise<PersonCounts> {
  return {
    inquiries: await db.$count(inquiries, ownInquiry(address)),
    messages: await db.$count(inquiryMessages, messageInScope(address)),
    notes: await db.$count(inquiryNotes, sql`${inquiryNotes.inquiryId} in ${ownInquiryIds(address)}`),
    files: await db.$count(inquiryAttachments, attachmentInScope(address)),
    outgoingMails: await db.$count(mailOutbox, outboxInScope(address)),
    devMailboxCopies: await db.$count(devMailbox, devMailInScope(address)),
  };
}

/** The newest erasure of this address (by its keyed hash), if any. */
export async function lastErasure(db: Reader, hash: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ erasedAt: personErasures.erasedAt })
    .from(personErasures)
    .where(eq(personErasures.addressHash, hash))
    .orderBy(desc(personErasures.erasedAt))
    .limit(1);
  return row?.erasedAt;
}

/** Every record of the person for the export, each table read as its own rows (what the README describes). */
export async function selectPersonRecords(db: Reader, address: string) {
  const [inquiryRows, messageRows, noteRows, fileRows, outboxRows, devMailRows, quoteRows] =
    await Promise.all([
      db.select().from(inquiries).where(ownInquiry(address)).orderBy(inquiries.createdAt),
      db.select().from(inquiryMessages).where(messageInScope(address)).orderBy(inquiryMessages.createdAt),
      db
        .select({
          id: inquiryNotes.id,
          inquiryId: inquiryNotes.inquiryId,
          body: inquiryNotes.body,
          createdAt: inquiryNotes.createdAt,
        })
        .from(inquiryNotes)
        .where(sql`${inquiryNotes.inquiryId} in ${ownInquiryIds(address)}`)
        .orderBy(inquiryNotes.createdAt),
      db
        .select({
          id: inquiryAttachments.id,
          inquiryId: inquiryAttachments.inquiryId,
          messageId: inquiryAttachments.messageId,
          fileName: inquiryAttachments.fileName,
          contentType: inquiryAttachments.contentType,
          sizeBytes: inquiryAttachments.sizeBytes,
          sha256: inquiryAttachments.sha256,
          createdAt: inquiryAttachments.createdAt,
          storageKey: inquiryAttachments.storageKey,
        })
        .from(inquiryAttachments)
        .where(attachmentInScope(address))
        .orderBy(inquiryAttachments.createdAt, inquiryAttachments.id),
      db
        .select({
          id: mailOutbox.id,
          inquiryId: mailOutbox.inquiryId,
          template: mailOutbox.template,
          data: mailOutbox.data,
          status: mailOutbox.status,
          sentAt: mailOutbox.sentAt,
          createdAt: mailOutbox.createdAt,
        })
        .from(mailOutbox)
        .where(outboxExportScope(address))
        .orderBy(mailOutbox.createdAt),
      db
        .select({
          id: devMailbox.id,
          inquiryId: devMailbox.inquiryId,
          from: devMailbox.fromAddress,
          to: devMailbox.to,
          cc: devMailbox.cc,
          subject: devMailbox.subject,
          text: devMailbox.text,
          createdAt: devMailbox.createdAt,
        })
        .from(devMailbox)
        .where(devMailExportScope(address))
        .orderBy(devMailbox.createdAt),
      // Quotations made for those inquiries (decision 220): with the name typed to accept and the reason
      // given to decline, which are the person's own words.
      db
        .select({
          id: quotes.id,
          inquiryId: quotes.inquiryId,
          number: quotes.number,
          revision: quotes.revision,
          status: quotes.status,
          currency: quotes.currency,
          validUntil: quotes.validUntil,
          lines: quotes.lines,
          vat: quotes.vat,
          terms: quotes.terms,
          netTotalMinor: quotes.netTotalMinor,
          totalMinor: quotes.totalMinor,
          createdAt: quotes.createdAt,
          sentAt: quotes.sentAt,
          decidedAt: quotes.decidedAt,
          acceptedName: quotes.acceptedName,
          declineReason: quotes.declineReason,
        })
        .from(quotes)
        .where(sql`${quotes.inquiryId} in ${ownInquiryIds(address)}`)
        .orderBy(quotes.createdAt, quotes.revision),
    ]);
  return {
    inquiries: inquiryRows.map(
      ({ searchVector: _search, clientHash: _client, messageHash: _hash, replyToken: _reply, ...row }) => row,
    ),
    messages: messageRows,
    notes: noteRows,
    files: fileRows,
    outgoingMails: outboxRows,
    devMailboxCopies: devMailRows,
    quotations: quoteRows,
  };
}

export type PersonRecords = Awaited<ReturnType<typeof selectPersonRecords>>;

/**
 * Deletes everything of the address in `tx` (the caller's one transaction) and returns the erased inquiries'
 * ids (for the desks) and the blob keys no row names any more (for the caller to delete after the commit).
 */
export async function deletePersonData(
  tx: Transaction,
  address: string,
): Promise<{ inquiryIds: string[]; storageKeys: string[] }> {
  // Locked first, as erasing one inquiry does, so a merge or an answer racing with this waits or is in.
  const own = await tx.select({ id: inquiries.id }).from(inquiries).where(ownInquiry(address)).for('update');
  const inquiryIds = own.map((row) => row.id);
  const files = await tx
    .select({ id: inquiryAttachments.id, storageKey: inquiryAttachments.storageKey })
    .from(inquiryAttachments)
    .where(attachmentInScope(address));
  const candidateKeys = [...new Set(files.map((file) => file.storageKey))];

  // Its messages in other threads, and their files (an answer may reuse such a file: its blob then stays).
  if (files.length > 0) {
    await tx.delete(inquiryAttachments).where(
      inArray(
        inquiryAttachments.id,
        files.map((file) => file.id),
      ),
    );
  }
  await tx.delete(inquiryMessages).where(sentElsewhere(address));
  // Copied to it in another thread: the message is someone else's; only the address leaves its lists.
  await tx
    .update(inquiryMessages)
    .set({
      to: sql`(select coalesce(jsonb_agg(item.value), '[]'::jsonb) from jsonb_array_elements_text(${inquiryMessages.to}) as item(value) where lower(item.value) <> ${address})`,
      cc: sql`(select coalesce(jsonb_agg(item.value), '[]'::jsonb) from jsonb_array_elements_text(${inquiryMessages.cc}) as item(value) where lower(item.value) <> ${address})`,
    })
    .where(copiedElsewhere(address));
  await tx.delete(mailOutbox).where(outboxInScope(address));
  await tx.delete(devMailbox).where(devMailInScope(address));
  // The rest goes by cascade: thread, notes, activity, reads, tags, links, merged stubs.
  if (inquiryIds.length > 0) await tx.delete(inquiries).where(inArray(inquiries.id, inquiryIds));

  const stillNamed =
    candidateKeys.length === 0
      ? []
      : await tx
          .select({ storageKey: inquiryAttachments.storageKey })
          .from(inquiryAttachments)
          .where(inArray(inquiryAttachments.storageKey, candidateKeys));
  const named = new Set(stillNamed.map((row) => row.storageKey));
  return { inquiryIds, storageKeys: candidateKeys.filter((key) => !named.has(key)) };
}

export async function insertErasureRecord(
  tx: Transaction,
  record: { id: string; addressHash: string; erasedBy: string; counts: PersonCounts; erasedAt: Date },
): Promise<void> {
  await tx.insert(personErasures).values(record);
}

/** Closes the address's open requests: the address leaves the row, the hash and who did it stay. */
export async function completeErasureRequests(
  tx: Transaction,
  hash: string,
  by: string,
  at: Date,
): Promise<void> {
  await tx
    .update(personErasureRequests)
    .set({ email: null, completedAt: at, completedBy: by })
    .where(and(eq(personErasureRequests.addressHash, hash), isNull(personErasureRequests.completedAt)));
}

export async function selectOpenErasureRequests(db: Reader, limit: number) {
  return db
    .select({
      id: personErasureRequests.id,
      email: personErasureRequests.email,
      requestedAt: personErasureRequests.requestedAt,
      dueAt: personErasureRequests.dueAt,
    })
    .from(personErasureRequests)
    .where(isNull(personErasureRequests.completedAt))
    .orderBy(personErasureRequests.dueAt, personErasureRequests.id)
    .limit(limit);
}

export async function selectOpenErasureRequest(db: Reader, id: string) {
  const [row] = await db
    .select({ id: personErasureRequests.id, email: personErasureRequests.email })
    .from(personErasureRequests)
    .where(and(eq(personErasureRequests.id, id), isNull(personErasureRequests.completedAt)));
  return row;
}

/**
 * Records a visitor's request; a second one while the first is open keeps the first (and its due date).
 * Returns the open request's due date.
 */
export async function insertErasureRequest(
  db: Database,
  request: { id: string; email: string; addressHash: string; locale: string; dueAt: Date },
): Promise<Date> {
  return db.transaction(async (tx) => {
    await tx.insert(personErasureRequests).values(request).onConflictDoNothing();
    const [open] = await tx
      .select({ dueAt: personErasureRequests.dueAt })
      .from(personErasureRequests)
      .where(
        and(
          eq(personErasureRequests.addressHash, request.addressHash),
          isNull(personErasureRequests.completedAt),
        ),
      );
    return open?.dueAt ?? request.dueAt;
  });
}
