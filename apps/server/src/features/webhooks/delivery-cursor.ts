import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/is-uuid';

/**
 * Where a page of the delivery log ended (decision 241): the last row's `created_at` to the microsecond,
 * as PostgreSQL keeps it (a JavaScript `Date` would round it to the millisecond and so skip or repeat rows
 * created in the same millisecond), and its id for ties.
 */
export type DeliveryCursor = { createdAt: string; id: string };

const createdAtPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeDeliveryCursor(cursor: DeliveryCursor): string {
  return Buffer.from(`${cursor.createdAt}~${cursor.id}`, 'utf8').toString('base64url');
}

/** The cursor the server handed out, or a 422 on `cursor`: never a guess at where to go on. */
export function decodeDeliveryCursor(text: string): DeliveryCursor {
  const [createdAt, id, ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('~');
  const isValid =
    rest.length === 0 &&
    createdAt !== undefined &&
    createdAtPattern.test(createdAt) &&
    isRealInstant(createdAt) &&
    id !== undefined &&
    isUuid(id);
  if (!isValid) throw new AppError('validation_failed', { fields: { cursor: { code: 'invalid_value' } } });
  return { createdAt, id };
}

/** A day or an hour that does not exist (30 February) would be PostgreSQL's error, a 500: refused here. */
function isRealInstant(createdAt: string): boolean {
  const parsed = new Date(`${createdAt.slice(0, 23)}Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 23) === createdAt.slice(0, 23);
}
