import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../data-dir-lock';
import { runScriptUntilExit } from '../testing/run-service';
import { temporaryDirectory } from '../testing/temporary-directory';

const script = fileURLToPath(new URL('./user-create.ts', import.meta.url));

const runUserCreate = (args: string[], env: Record<string, string>) => runScriptUntilExit(script, args, env);

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('npm run user:create', () => {
  const owner = [
    '--email',
    'Owner@Veltrum.example',
    '--password',
    'headless owner password',
    '--role',
    'owner',
  ];

  it('creates a user on the embedded database and says what it created', async () => {
    const dataDir = temporaryDirectory();
    dirs.push(dataDir);
    const created = await runUserCreate([...owner, '--name', 'Olga Owner'], { DATA_DIR: dataDir });
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Created owner owner@veltrum.example ("Olga Owner"');
    const again = await runUserCreate(owner, { DATA_DIR: dataDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists');
  }, 90_000); // two processes, each opening (and the first migrating) the embedded database

  it('refuses bad input with clear messages', async () => {
    const dataDir = temporaryDirectory();
    dirs.push(dataDir);
    const refused = await runUserCreate(['--email', 'nope', '--password', 'qwerty123456', '--role', 'boss'], {
      DATA_DIR: dataDir,
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('--email: must be an e-mail address');
    expect(refused.stderr).toContain('--role: must be one of owner, admin, editor, sales');
    expect(refused.stderr).toContain('--password: This password is one of the most common ones');
  });

  it('tells the user to stop the service while it holds the DATA_DIR lock', async () => {
    const dataDir = temporaryDirectory();
    dirs.push(dataDir);
    const lock = acquireDataDirLock(dataDir);
    try {
      const refused = await runUserCreate(owner, { DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('Stop it first');
    } finally {
      lock.release();
    }
  });
});
