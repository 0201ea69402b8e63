import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { AppError } from './app-error';
import { isUuid } from './is-uuid';

/**
 * A keyset list's cursor: the last item's timestamp as PostgreSQL writes it (to the microsecond, which a JS
 * Date would round) and its id, as opaque base64url. Clients pass it back as they got it.
 */
export type KeysetCursor = { at: string; id: string };

const timestampText = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(?:\.\d{1,6})?[+-](\d\d)(?::(\d\d))?$/;

/**
 * Whether every field of a timestamp in PostgreSQL's text form is in range: a hand-made `2026-13-45
 * 25:61:61+99` fits the pattern, and PostgreSQL would refuse it in the query with an error (a 500).
 */
function isTimestampInRange(text: string): boolean {
  const fields = timestampText.exec(text);
  if (!fields) return false;
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = fields
    .slice(1)
    .map((field) => Number(field ?? '0'));
  if (year === undefined || month === undefined || day === undefined) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return (
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    (hour ?? 24) < 24 &&
    (minute ?? 60) < 60 &&
    (second ?? 60) < 60 &&
    (offsetHours ?? 16) <= 15 &&
    (offsetMinutes ?? 60) < 60
  );
}

/**
 * A timestamp column as a cursor holds it: UTC to the microsecond in ISO form, whatever `DateStyle` or
 * `TimeZone` the operator's database sets (`::text` follows both, and a cursor in another form would be
 * refused as not this server's, leaving every list stuck on its first page).
 */
export function cursorTimestampOf(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || '+00'`;
}

export function encodeKeysetCursor(cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

/** A cursor this server did not write → 422 on `field`, never a query with what it holds. */
export function decodeKeysetCursor(text: string, field = 'cursor'): KeysetCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2) {
      const [at, id] = parsed as unknown[];
      if (typeof at === 'string' && isTimestampInRange(at) && typeof id === 'string' && isUuid(id)) {
        return { at, id };
      }
    }
  } catch {
    // Not JSON: the same answer as any other cursor this server did not write.
  }
  throw new AppError('validation_failed', { fields: { [field]: { code: 'invalid' } } });
}
