import { type DestinationStream, type Logger, pino } from 'pino';
import type { Config } from './config';

export type { Logger };

/**
 * JSON lines on stdout: one per request and one per notable event, never personal data. Every `err` goes
 * through `errorForLog`, so no error message, SQL parameter or database detail reaches the log.
 */
export function createLogger(level: Config['logLevel'], destination?: DestinationStream): Logger {
  return pino({ level, base: { service: 'sitedesk' }, serializers: { err: errorForLog } }, destination);
}

const maxCauseDepth = 3;

/**
 * What the log keeps of an error: its type, its code (a PostgreSQL SQLSTATE, a Node.js or SMTP code), the
 * SQL of a failed query with its `$1` placeholders (the query's shape, never its parameters), the names of
 * a violated constraint, and the stack frames, for its causes too. Not the message: messages of database
 * drivers, mail servers and libraries quote the values they choke on ("Failed query: … params: ann@…",
 * "Key (email)=(…) already exists", "550 <…>: user unknown"), and those values are visitors' data.
 */
export function errorForLog(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  // Many libraries leave `name` as "Error"; the class says more (DrizzleQueryError, DatabaseError …).
  const type = error.name === 'Error' ? error.constructor.name : error.name;
  const described: Record<string, unknown> = { type };
  const fields = error as unknown as Record<string, unknown>;
  for (const key of ['code', 'responseCode', 'routine', 'constraint', 'table', 'column'] as const) {
    const value = fields[key];
    if (typeof value === 'string' || typeof value === 'number') described[key] = value;
  }
  if (typeof fields.query === 'string') described.query = fields.query;
  const frames = stackFramesOf(error);
  if (frames) described.stack = frames;
  if (error.cause !== undefined && depth < maxCauseDepth)
    described.cause = errorForLog(error.cause, depth + 1);
  return described;
}

/**
 * The stack without its first part, `Name: message`, which may span lines a visitor wrote (a message can
 * hold "\n    at …"). A stack that does not start with that header is left out rather than guessed at.
 */
function stackFramesOf(error: Error): string | undefined {
  const stack = error.stack ?? '';
  const header = error.message === '' ? error.name : `${error.name}: ${error.message}`;
  if (!stack.startsWith(header)) return undefined;
  const frames = stack.slice(header.length).trim();
  return frames === '' ? undefined : frames;
}
