import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { runScriptUntilExit } from '../testing/run-service';
import { temporaryDirectory } from '../testing/temporary-directory';

const createScript = fileURLToPath(new URL('./user-create.ts', import.meta.url));
const resetScript = fileURLToPath(new URL('./user-reset-2fa.ts', import.meta.url));

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// What removing the factor does is proved in features/auth/two-factor.db.test.ts; this is the command.
describe('npm run user:reset-2fa', () => {
  it('resets an existing member by address, and names an unknown or missing address', async () => {
    const dataDir = temporaryDirectory();
    dirs.push(dataDir);
    const env = { DATA_DIR: dataDir };
    const owner = [
      '--email',
      'olga@veltrum.example',
      '--password',
      'lost phone owner password',
      '--role',
      'owner',
    ];
    expect((await runScriptUntilExit(createScript, owner, env)).code).toBe(0);

    const reset = await runScriptUntilExit(resetScript, ['Olga@Veltrum.example'], env);
    expect(reset.stderr).toBe('');
    expect(reset.code).toBe(0);
    expect(reset.stdout).toContain('Removed the second factor of olga@veltrum.example');

    const unknown = await runScriptUntilExit(resetScript, ['nobody@veltrum.example'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No staff member has the address nobody@veltrum.example');
    const missing = await runScriptUntilExit(resetScript, [], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Usage: npm run user:reset-2fa -- <email>');
  }, 120_000); // three processes, each opening (the first migrating) the embedded database
});
