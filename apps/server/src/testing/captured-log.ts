import { createLogger, type Logger } from '../logger';

/** A logger as `main.ts` makes it (same serializers), whose JSON lines a test can read back. */
export function capturedLog(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(line.trimEnd()) });
  return { logger, lines };
}
