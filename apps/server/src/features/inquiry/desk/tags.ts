import { randomUUID } from 'node:crypto';
import type { Database } from '@sitedesk/db/client';
import { inquiries } from '@sitedesk/db/schema';
import { deskTags, inquiryTags } from '@sitedesk/db/tags-schema';
import type { TagColor, TagList, TagRequest } from '@sitedesk/shared/tags-api';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { AppError } from '../../../http/app-error';
import { isUuid } from '../../../http/is-uuid';

/** Every tag by name, with how many inquiries (spam left out, as in the inbox) carry it. */
export async function listTags(db: Database): Promise<TagList> {
  const carried = count(inquiries.id);
  const rows = await db
    .select({ id: deskTags.id, name: deskTags.name, color: deskTags.color, count: carried })
    .from(deskTags)
    .leftJoin(inquiryTags, eq(inquiryTags.tagId, deskTags.id))
    .leftJoin(inquiries, and(eq(inquiries.id, inquiryTags.inquiryId), ne(inquiries.status, 'spam')))
    .groupBy(deskTags.id)
    .orderBy(asc(sql`lower(${deskTags.name})`), asc(deskTags.id));
  // Written through `tagRequestSchema`, so the colour is one of the palette's.
  return { items: rows.map((row) => ({ ...row, color: row.color as TagColor })) };
}

export async function createTag(db: Database, request: TagRequest): Promise<{ id: string }> {
  const id = randomUUID();
  await withUniqueName(() => db.insert(deskTags).values({ id, ...request }));
  return { id };
}

/** Renames and/or recolours a tag: every inquiry that carries it shows the change. */
export async function updateTag(db: Database, id: string, request: TagRequest): Promise<void> {
  if (!isUuid(id)) throw new AppError('not_found');
  const updated = await withUniqueName(() =>
    db.update(deskTags).set(request).where(eq(deskTags.id, id)).returning({ id: deskTags.id }),
  );
  if (updated.length === 0) throw new AppError('not_found');
}

/** Deletes a tag and takes it off every inquiry (the key's cascade, in the same statement). */
export async function deleteTag(db: Database, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError('not_found');
  const deleted = await db.delete(deskTags).where(eq(deskTags.id, id)).returning({ id: deskTags.id });
  if (deleted.length === 0) throw new AppError('not_found');
}

/**
 * Runs a write that may clash with another tag's name. The unique index on `lower(name)` decides, not a
 * read before the write, so two admins creating "VIP" and "vip" at once still get one tag.
 */
async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError('validation_failed', {
      fields: { name: { code: 'duplicate_tag' } },
    });
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; typeof cause === 'object' && cause !== null; ) {
    if ((cause as { code?: unknown }).code === '23505') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
