import { pathRedirects } from '@sitedesk/db/content-schema';
import { eq, inArray } from 'drizzle-orm';
import type { Queryable, Transaction } from '../editing/repository';

/**
 * Old public addresses and where they lead now. Kept free of chains: a redirect always names a live page
 * (or nothing, for a 410), so a visitor is sent at most once, whatever was renamed since.
 */

/** Addresses that are live again (a page took them): they stop redirecting. */
export async function releaseRedirects(tx: Transaction, livePaths: readonly string[]): Promise<void> {
  if (livePaths.length > 0)
    await tx.delete(pathRedirects).where(inArray(pathRedirects.fromPath, [...livePaths]));
}

/**
 * `from` now leads to `to` (`null`: gone, 410), and so does every older address that led to `from`.
 */
export async function redirectPath(tx: Transaction, from: string, to: string | null): Promise<void> {
  await tx
    .insert(pathRedirects)
    .values({ fromPath: from, toPath: to })
    .onConflictDoUpdate({ target: pathRedirects.fromPath, set: { toPath: to, createdAt: new Date() } });
  await tx.update(pathRedirects).set({ toPath: to }).where(eq(pathRedirects.toPath, from));
}

/** Where an old address leads: `undefined` when it is not an old address, `null` when it is gone (410). */
export async function findRedirect(db: Queryable, path: string): Promise<string | null | undefined> {
  const [row] = await db
    .select({ toPath: pathRedirects.toPath })
    .from(pathRedirects)
    .where(eq(pathRedirects.fromPath, path));
  return row === undefined ? undefined : row.toPath;
}
