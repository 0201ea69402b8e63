import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { repoRoot } from './server';

const run = promisify(execFile);

/**
 * Runs the built `backup` / `restore` command (`node apps/server/dist/cli.js`, as in the container; the
 * same modules `npm run backup` runs from the sources) for `dataDir`, as an operator would; resolves to
 * its output.
 */
export async function runBackupCommand(
  command: 'backup' | 'restore',
  file: string,
  dataDir: string,
): Promise<string> {
  const { stdout } = await run(process.execPath, ['apps/server/dist/cli.js', command, file], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', DATA_DIR: dataDir },
  });
  return stdout;
}
