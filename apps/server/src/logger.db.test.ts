import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog } from './testing/captured-log';
import { openTestDatabase, type TestDatabase } from './testing/test-database';

/**
 * Regression (issue 11, item 3): a failed query was logged with its parameters, so a visitor's name and
 * e-mail reached the log. What the log keeps of an error is its type, code and the query's shape.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

describe('an error in the log', () => {
  it('keeps the failed query’s shape and code, not its parameters or message', async () => {
    const visitor = 'ana.ribeiro@lusorecicla.example';
    const error = await database.db
      .execute(sql`select (${visitor}::text)::integer`)
      .then(() => undefined)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    const { logger, lines } = capturedLog();
    logger.error({ err: error }, 'unhandled error');
    const [line = ''] = lines;
    expect(line).not.toContain('ana.ribeiro');
    expect(line).not.toContain('lusorecicla');
    const entry = JSON.parse(line) as { err: { type: string; query: string; cause?: { code?: string } } };
    expect(entry.err.query).toContain('$1');
    // 22P02: invalid_text_representation, on PGlite and PostgreSQL alike.
    expect(entry.err.cause?.code).toBe('22P02');
  });

  it('leaves out a stack whose message a visitor could have shaped', () => {
    const { logger, lines } = capturedLog();
    logger.error({ err: new Error('bad value "x\n    at secret@visitor.example"') }, 'failed');
    expect(lines.join('')).not.toContain('secret@visitor.example');
  });
});
