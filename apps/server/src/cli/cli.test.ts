import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runScriptUntilExit } from '../testing/run-service';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));

// The commands themselves are proved by their own tests (user-create, user-reset-2fa, storage-migrate, the
// restore drill); this is the one entry the image has (`sitedesk <command>`, decision 190).
describe('sitedesk <command>', () => {
  it('lists the commands on help, and without a command says how to use it (exit code 2)', async () => {
    const help = await runScriptUntilExit(cli, ['help'], {});
    expect(help.code).toBe(0);
    for (const command of ['user:create', 'user:reset-2fa', 'backup', 'restore', 'storage:migrate']) {
      expect(help.stdout).toContain(`  ${command} `);
    }
    const bare = await runScriptUntilExit(cli, [], {});
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('Usage: sitedesk <command> [arguments]');
  });

  it('refuses an unknown command with exit code 2 and names it', async () => {
    const unknown = await runScriptUntilExit(cli, ['user:delete'], {});
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown command "user:delete"');
  });

  it('runs the named command with what follows, and its usage names the entry it came through', async () => {
    const reset = await runScriptUntilExit(cli, ['user:reset-2fa'], {});
    expect(reset.code).toBe(1);
    expect(reset.stderr).toContain('Usage: sitedesk user:reset-2fa <email>');
  });
});
