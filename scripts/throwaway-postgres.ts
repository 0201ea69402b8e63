import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** A PostgreSQL server for a benchmark, in a temporary folder (`throwaway-postgres.sh`); `stop` removes it. */
export function startThrowawayPostgres(): { url: string; stop: () => void } {
  const script = join(import.meta.dirname, 'throwaway-postgres.sh');
  const output = execFileSync(script, ['start'], { encoding: 'utf8' });
  const url = /TEST_DATABASE_URL=(\S+)/.exec(output)?.[1];
  const dir = /PG_TMP_DIR=(\S+)/.exec(output)?.[1];
  if (!url || !dir) throw new Error(`Could not start PostgreSQL:\n${output}`);
  return { url, stop: () => execFileSync(script, ['stop', dir]) };
}
