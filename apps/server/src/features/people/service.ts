import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { user } from '@sitedesk/db/auth-schema';
import type { Database } from '@sitedesk/db/client';
import { inquiries } from '@sitedesk/db/schema';
import { isLocale, type Locale } from '@sitedesk/shared/locales';
import type {
  ErasureRequestList,
  PersonErasureResult,
  PersonSearchResult,
} from '@sitedesk/shared/people-api';
import { can } from '@sitedesk/shared/permissions';
import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/is-uuid';
import { type AuditLog, recordStaffAction } from '../../platform/audit/audit-log';
import type { Staff } from '../../platform/auth/staff';
import { type Clock, systemClock } from '../../platform/clock/clock';
import type { EventBus } from '../../platform/events/event-bus';
import { consumeRateLimit, countRateLimit } from '../../platform/rate-limit/rate-limit';
import type { BlobStorage } from '../../platform/storage/blob-storage';
import { deleteErasedFiles, type Transaction } from '../inquiry/desk';
import { dueInOneMonth } from './due-date';
import { verifyErasureToken } from './erasure-link';
import { personExportZip } from './export-zip';
import { addressHash, normalizeAddress } from './person-address';
import {
  completeErasureRequests,
  countPersonData,
  deletePersonData,
  insertErasureRecord,
  insertErasureRequest,
  lastErasure,
  selectOpenErasureRequest,
  selectOpenErasureRequests,
  selectPersonRecords,
} from './repository';

export type PeopleServiceDependencies = {
  db: Database;
  storage: BlobStorage;
  events: EventBus;
  logger: Logger;
  /** The service's secret key (secret-key.ts): erasures are remembered by the address's HMAC under it. */
  secret: string;
  now?: Clock | undefined;
  limits: { staffRateLimitPerHour: number; requestRateLimitPerHour: number };
  /**
   * The service's own addresses (MAIL_FROM's, the staff notification recipients) and the reply-address
   * domain: never a person to erase. Erasing MAIL_FROM's address would take every staff answer from every
   * thread (they are "sent" from it).
   */
  ownAddresses: { addresses: string[]; domains: string[] };
  /** Who exported or erased whom (decision 183): the person named by the keyed hash, never the address. */
  audit?: AuditLog | undefined;
  /**
   * The webhooks (decision 226), in the erasure's transaction: their deliveries that hold the address go,
   * and `person.erased` (ids only) is queued; the delivery is woken after the commit.
   */
  webhookEvents?: PeopleWebhookEvents | undefined;
};

export type PeopleWebhookEvents = {
  personErased: (
    tx: Transaction,
    erased: { erasureId: string; address: string; inquiryIds: string[]; erasedAt: Date },
  ) => Promise<unknown>;
  wake: () => void;
};

/**
 * How a request reached the service: through an API key (decision 237) its audit entry names the key
 * beside the key's creator, so the log tells a member's own hand from an integration's.
 */
export type PeopleRequestVia = { apiKeyId: string } | undefined;

/** The audit entry's detail for a request through an API key; nothing for the desk's own. */
function viaDetail(via: PeopleRequestVia): Record<string, string> | undefined {
  return via ? { apiKeyId: via.apiKeyId } : undefined;
}

/** The desk lists at most this many open requests; more would be a backlog no page helps with. */
const openRequestsListed = 200;

/**
 * A person's data in one place (decision 185): find, export (GDPR art. 15/20) and erase (art. 17) by
 * e-mail address, for owners and admins (`people:manage`); and the visitor's own request to be erased,
 * through the signed link in their confirmation mail.
 */
export function createPeopleService(deps: PeopleServiceDependencies) {
  const { db } = deps;
  const now = () => (deps.now ?? systemClock)();

  /**
   * Searches, exports and erasures count together per staff member: each reads a person's whole record.
   * An API key counts on its own, so a leaked key cannot use up its creator's hour in the desk.
   */
  async function authorize(staff: Staff, via?: PeopleRequestVia): Promise<void> {
    if (!can(staff.role, 'people:manage')) throw new AppError('forbidden');
    await consumeRateLimit(db, {
      name: 'people',
      clientHash: via ? `api-key:${via.apiKeyId}` : staff.userId,
      limit: deps.limits.staffRateLimitPerHour,
      windowSeconds: 3600,
      now: now(),
    });
  }

  /**
   * Staff members are accounts, not a person's data here (removing a member is the team page's); the
   * service's own addresses are everyone's threads. Either is refused before anything is erased.
   */
  async function refuseOwnAddress(address: string): Promise<void> {
    const own = deps.ownAddresses;
    const domain = address.slice(address.lastIndexOf('@') + 1);
    const isOwn =
      own.addresses.some((item) => normalizeAddress(item) === address) ||
      own.domains.some((item) => normalizeAddress(item) === domain) ||
      (await db.$count(user, sql`lower(${user.email}) = ${address}`)) > 0;
    if (isOwn) {
      throw new AppError('validation_failed', {
        fields: {
          email: { code: 'own_address', message: 'This address is the service’s own or a staff member’s.' },
        },
      });
    }
  }

  async function erase(staff: Staff, email: string, via?: PeopleRequestVia): Promise<PersonErasureResult> {
    const address = normalizeAddress(email);
    await refuseOwnAddress(address);
    const hash = addressHash(deps.secret, address);
    const erasedAt = now();
    // One transaction for every row; counted inside it, so the counts are exactly what went.
    const { counts, inquiryIds, storageKeys } = await db.transaction(async (tx) => {
      const before = await countPersonData(tx, address);
      const deleted = await deletePersonData(tx, address);
      const erasureId = randomUUID();
      await insertErasureRecord(tx, {
        id: erasureId,
        addressHash: hash,
        erasedBy: staff.userId,
        counts: before,
        erasedAt,
      });
      await completeErasureRequests(tx, hash, staff.userId, erasedAt);
      await deps.webhookEvents?.personErased(tx, {
        erasureId,
        address,
        inquiryIds: deleted.inquiryIds,
        erasedAt,
      });
      return { counts: before, ...deleted };
    });
    deps.webhookEvents?.wake();
    await deleteErasedFiles(deps, storageKeys);
    for (const inquiryId of inquiryIds) {
      deps.events.publish({ event: { type: 'inquiry.erased', inquiryId }, cursor: null });
    }
    // Who erased how much; never whom (the record keeps only the keyed hash).
    deps.logger.info({ erasedBy: staff.userId, counts }, 'person erased');
    await recordStaffAction(deps.audit, staff, 'person.erased', { type: 'person', id: hash }, viaDetail(via));
    return { counts, erasedAt: erasedAt.toISOString() };
  }

  return {
    async search(staff: Staff, email: string, via?: PeopleRequestVia): Promise<PersonSearchResult> {
      await authorize(staff, via);
      const address = normalizeAddress(email);
      await refuseOwnAddress(address);
      const [counts, erasedAt] = await Promise.all([
        countPersonData(db, address),
        lastErasure(db, addressHash(deps.secret, address)),
      ]);
      return { counts, erasedAt: erasedAt?.toISOString() ?? null };
    },

    /** The records are read before the first byte goes out; the files stream while the client reads. */
    async exportZip(staff: Staff, email: string, via?: PeopleRequestVia): Promise<Readable> {
      await authorize(staff, via);
      const address = normalizeAddress(email);
      // A member's address holds account mail (reset and invitation links): never exported here.
      await refuseOwnAddress(address);
      const records = await selectPersonRecords(db, address);
      deps.logger.info({ exportedBy: staff.userId, files: records.files.length }, 'person exported');
      await recordStaffAction(
        deps.audit,
        staff,
        'person.exported',
        { type: 'person', id: addressHash(deps.secret, address) },
        viaDetail(via),
      );
      return personExportZip(records, { storage: deps.storage, logger: deps.logger, exportedAt: now() });
    },

    async erase(staff: Staff, email: string, via?: PeopleRequestVia): Promise<PersonErasureResult> {
      await authorize(staff, via);
      return erase(staff, email, via);
    },

    async openRequests(staff: Staff): Promise<ErasureRequestList> {
      if (!can(staff.role, 'people:manage')) throw new AppError('forbidden');
      const rows = await selectOpenErasureRequests(db, openRequestsListed);
      return {
        items: rows.flatMap((row) =>
          row.email
            ? [
                {
                  id: row.id,
                  email: row.email,
                  requestedAt: row.requestedAt.toISOString(),
                  dueAt: row.dueAt.toISOString(),
                },
              ]
            : [],
        ),
      };
    },

    /**
     * Confirms a visitor's request: erases the address it names. The address is sent again, as the desk's
     * dialog has the member type it: a stale page or a wrong row id erases nobody.
     */
    async confirmRequest(staff: Staff, id: string, email: string): Promise<PersonErasureResult> {
      await authorize(staff);
      const request = isUuid(id) ? await selectOpenErasureRequest(db, id) : undefined;
      if (!request?.email) throw new AppError('not_found');
      if (normalizeAddress(request.email) !== normalizeAddress(email)) {
        throw new AppError('validation_failed', {
          fields: { email: { code: 'address_mismatch', message: 'This is not the address of the request.' } },
        });
      }
      return erase(staff, request.email);
    },

    /** What the visitor's page shows for a link: the inquiry's reference, or why there is nothing. */
    async readLink(token: string): Promise<ErasureLinkView> {
      const checked = verifyErasureToken(deps.secret, token, now());
      if (checked.kind !== 'valid') return { kind: checked.kind };
      const [row] = await db
        .select({ reference: inquiries.reference, email: inquiries.email, locale: inquiries.locale })
        .from(inquiries)
        .where(eq(inquiries.id, checked.inquiryId));
      if (!row) return { kind: 'gone' };
      return {
        kind: 'valid',
        reference: row.reference,
        email: row.email,
        locale: isLocale(row.locale) ? row.locale : 'en',
      };
    },

    /** Records the visitor's request (one open request per address); limited per client network. */
    async fileRequest(token: string, clientHash: string): Promise<ErasureRequestOutcome> {
      const link = await this.readLink(token);
      if (link.kind !== 'valid') return link;
      const counted = await countRateLimit(db, {
        name: 'erasure-request',
        key: clientHash,
        limit: deps.limits.requestRateLimitPerHour,
        windowSeconds: 3600,
        now: now(),
      });
      if (counted?.isOverLimit) return { kind: 'rate_limited', retryAfterSeconds: counted.retryAfterSeconds };
      const requestedAt = now();
      const dueAt = await insertErasureRequest(db, {
        id: randomUUID(),
        email: link.email,
        addressHash: addressHash(deps.secret, link.email),
        locale: link.locale,
        dueAt: dueInOneMonth(requestedAt),
      });
      deps.logger.info('person erasure requested');
      return { kind: 'recorded', dueAt };
    },
  };
}

export type ErasureLinkView =
  | { kind: 'valid'; reference: string; email: string; locale: Locale }
  | { kind: 'invalid' | 'expired' | 'gone' };

export type ErasureRequestOutcome =
  | { kind: 'recorded'; dueAt: Date }
  | { kind: 'rate_limited'; retryAfterSeconds: number }
  | { kind: 'invalid' | 'expired' | 'gone' };

export type PeopleService = ReturnType<typeof createPeopleService>;
