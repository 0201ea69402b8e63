import { describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './data-dir-lock';
import { runServiceUntilExit } from './testing/run-service';
import { temporaryDirectory } from './testing/temporary-directory';

describe('starting the service', () => {
  it('stops with a message naming each bad variable', async () => {
    const exit = await runServiceUntilExit({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://db/site',
      DATA_DIR: temporaryDirectory('sitedesk-'),
    });
    expect(exit.code).toBe(1);
    expect(exit.stderr).toContain('Sitedesk cannot start: the configuration has 2 problems.');
    expect(exit.stderr).toContain('PORT: must be a whole number from 0 to 65535 (got "eighty")');
    expect(exit.stderr).toContain('DATABASE_URL:');
    expect(exit.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('refuses a clock that a test file could move when NODE_ENV is production (anything but test)', async () => {
    const exit = await runServiceUntilExit({
      PORT: '0',
      NODE_ENV: 'production',
      SITEDESK_TEST_CLOCK_FILE: '/tmp/sitedesk-clock-offset',
      DATA_DIR: temporaryDirectory('sitedesk-'),
    });
    expect(exit.code).toBe(1);
    expect(exit.stderr).toContain(
      'Sitedesk cannot start: SITEDESK_TEST_CLOCK_FILE is set while NODE_ENV is not test',
    );
    expect(exit.stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses a DATA_DIR that another process holds, instead of corrupting it', async () => {
    const dataDir = temporaryDirectory('sitedesk-');
    const lock = acquireDataDirLock(dataDir);
    try {
      const exit = await runServiceUntilExit({ PORT: '0', DATA_DIR: dataDir });
      expect(exit.code).toBe(1);
      expect(exit.stderr).toContain(`DATA_DIR is in use by another Sitedesk process (pid ${process.pid}`);
      expect(exit.stderr).not.toMatch(/\n\s+at /);
    } finally {
      lock.release();
    }
  });
});
