import { type Logger, pino } from 'pino';
import type { Config } from './config';

export type { Logger };

/** JSON lines on stdout: one per request and one per notable event, never personal data. */
export function createLogger(level: Config['logLevel']): Logger {
  return pino({ level, base: { service: 'sitedesk' } });
}
