import { user } from '@sitedesk/db/auth-schema';
import type { Database } from '@sitedesk/db/client';
import { deskPresenceStreams, deskPresenceViews } from '@sitedesk/db/desk-schema';
import { and, eq, exists, gt, inArray, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';

type Viewer = { id: string; name: string };

export type PresenceOptions = {
  db: Database;
  /** This instance; its rows are renewed on a timer and removed when it stops. */
  instanceId: string;
  /** A session whose instance has not renewed its row for this long no longer counts as viewing. */
  expirySeconds: number;
};

/**
 * Who is looking at which inquiry, in the database so every instance sees the same (decision 111). A
 * session counts only while it has an open event stream on some instance, so closing the tab (or losing
 * the network, or the instance dying) takes its viewer away. Each change returns the inquiries whose
 * viewers changed, for the caller to announce.
 */
export function createPresenceRegistry(options: PresenceOptions) {
  const { db, instanceId } = options;
  /** Open streams per session on this instance: only the first and the last touch the database. */
  const localStreams = new Map<string, number>();
  /** One change at a time, in order: a stream that closes right after it opened leaves no row behind. */
  let queue: Promise<unknown> = Promise.resolve();
  function inOrder<T>(change: () => Promise<T>): Promise<T> {
    const result = queue.then(change);
    queue = result.catch(() => {});
    return result;
  }
  const isFresh = () =>
    gt(deskPresenceStreams.heartbeatAt, sql`now() - make_interval(secs => ${options.expirySeconds})`);
  const hasLiveStream = () =>
    exists(
      db
        .select({ one: sql`1` })
        .from(deskPresenceStreams)
        .where(and(eq(deskPresenceStreams.sessionId, deskPresenceViews.sessionId), isFresh())),
    );

  async function viewedBy(sessionId: string): Promise<string | null> {
    const [row] = await db
      .select({ inquiryId: deskPresenceViews.inquiryId })
      .from(deskPresenceViews)
      .where(eq(deskPresenceViews.sessionId, sessionId));
    return row?.inquiryId ?? null;
  }

  /** Forgets what sessions without a live stream anywhere viewed; returns those inquiries. */
  async function dropViewsWithoutStreams(sessionIds: string[]): Promise<string[]> {
    if (sessionIds.length === 0) return [];
    const rows = await db
      .delete(deskPresenceViews)
      .where(
        and(
          inArray(deskPresenceViews.sessionId, sessionIds),
          notExists(
            db
              .select({ one: sql`1` })
              .from(deskPresenceStreams)
              .where(eq(deskPresenceStreams.sessionId, deskPresenceViews.sessionId)),
          ),
        ),
      )
      .returning({ inquiryId: deskPresenceViews.inquiryId });
    return unique(rows.map((row) => row.inquiryId));
  }

  async function viewersOf(inquiryId: string): Promise<Viewer[]> {
    const rows = await db
      .selectDistinct({ id: user.id, name: user.name })
      .from(deskPresenceViews)
      .innerJoin(user, eq(user.id, deskPresenceViews.userId))
      .where(and(eq(deskPresenceViews.inquiryId, inquiryId), hasLiveStream()));
    return rows.sort((a, b) => a.name.localeCompare(b.name));
  }

  return {
    viewersOf,

    /** Every inquiry someone is viewing, for a stream that just opened. */
    async all(): Promise<{ inquiryId: string; viewers: Viewer[] }[]> {
      const rows = await db
        .selectDistinct({ inquiryId: deskPresenceViews.inquiryId })
        .from(deskPresenceViews)
        .where(and(isNotNull(deskPresenceViews.inquiryId), hasLiveStream()));
      const ids = unique(rows.map((row) => row.inquiryId));
      return Promise.all(ids.map(async (inquiryId) => ({ inquiryId, viewers: await viewersOf(inquiryId) })));
    },

    streamOpened(sessionId: string): Promise<string[]> {
      return inOrder(async () => {
        const count = (localStreams.get(sessionId) ?? 0) + 1;
        localStreams.set(sessionId, count);
        if (count > 1) return [];
        await db
          .insert(deskPresenceStreams)
          .values({ instanceId, sessionId })
          .onConflictDoUpdate({
            target: [deskPresenceStreams.instanceId, deskPresenceStreams.sessionId],
            set: { heartbeatAt: sql`now()` },
          });
        const inquiryId = await viewedBy(sessionId);
        return inquiryId ? [inquiryId] : [];
      });
    },

    streamClosed(sessionId: string): Promise<string[]> {
      return inOrder(async () => {
        if (!localStreams.has(sessionId)) return [];
        const count = (localStreams.get(sessionId) ?? 0) - 1;
        if (count > 0) {
          localStreams.set(sessionId, count);
          return [];
        }
        localStreams.delete(sessionId);
        const inquiryId = await viewedBy(sessionId);
        await db
          .delete(deskPresenceStreams)
          .where(
            and(eq(deskPresenceStreams.instanceId, instanceId), eq(deskPresenceStreams.sessionId, sessionId)),
          );
        await dropViewsWithoutStreams([sessionId]);
        return inquiryId ? [inquiryId] : [];
      });
    },

    /**
     * The session now views `inquiryId` (or nothing); a POST may come before its stream opens. `not_found`
     * when the inquiry does not exist or is erased meanwhile: the foreign key refuses the row, also when
     * the erasure commits between a check and the insert, so the key's refusal is the check.
     */
    view(sessionId: string, viewer: Viewer, inquiryId: string | null): Promise<string[]> {
      return inOrder(async () => {
        const previous = await viewedBy(sessionId);
        try {
          await db
            .insert(deskPresenceViews)
            .values({ sessionId, userId: viewer.id, inquiryId })
            .onConflictDoUpdate({
              target: deskPresenceViews.sessionId,
              set: { inquiryId, userId: viewer.id },
            });
        } catch (error) {
          if (isForeignKeyViolation(error)) throw new AppError('not_found');
          throw error;
        }
        if (previous === inquiryId) return [];
        const [live] = await db
          .select({ sessionId: deskPresenceStreams.sessionId })
          .from(deskPresenceStreams)
          .where(and(eq(deskPresenceStreams.sessionId, sessionId), isFresh()))
          .limit(1);
        if (!live) return [];
        return [previous, inquiryId].filter((id): id is string => id !== null);
      });
    },

    /**
     * Renews this instance's rows, and removes the rows of instances that stopped renewing theirs (they
     * died); returns the inquiries whose viewers that changed.
     */
    renew(): Promise<string[]> {
      return inOrder(async () => {
        // Inserted again if another instance swept them while this one was too slow to renew.
        const sessions = [...localStreams.keys()];
        if (sessions.length > 0) {
          await db
            .insert(deskPresenceStreams)
            .values(sessions.map((sessionId) => ({ instanceId, sessionId })))
            .onConflictDoUpdate({
              target: [deskPresenceStreams.instanceId, deskPresenceStreams.sessionId],
              set: { heartbeatAt: sql`now()` },
            });
        }
        const expired = await db
          .delete(deskPresenceStreams)
          .where(
            lt(deskPresenceStreams.heartbeatAt, sql`now() - make_interval(secs => ${options.expirySeconds})`),
          )
          .returning({ sessionId: deskPresenceStreams.sessionId });
        return dropViewsWithoutStreams(unique(expired.map((row) => row.sessionId)));
      });
    },

    /** This instance stops: its sessions' streams end here; returns the inquiries whose viewers changed. */
    leave(): Promise<string[]> {
      return inOrder(async () => {
        localStreams.clear();
        const left = await db
          .delete(deskPresenceStreams)
          .where(eq(deskPresenceStreams.instanceId, instanceId))
          .returning({ sessionId: deskPresenceStreams.sessionId });
        return dropViewsWithoutStreams(unique(left.map((row) => row.sessionId)));
      });
    },
  };
}

export type PresenceRegistry = ReturnType<typeof createPresenceRegistry>;

/** PostgreSQL's foreign key violation (23503), under the query builder's wrapping error. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let cause = error; typeof cause === 'object' && cause !== null; ) {
    if ((cause as { code?: unknown }).code === '23503') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

function unique(ids: (string | null)[]): string[] {
  return [...new Set(ids.filter((id): id is string => id !== null))];
}
