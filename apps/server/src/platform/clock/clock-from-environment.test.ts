import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clockFromEnvironment, TestClockRefusedError } from './clock-from-environment';

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

describe('the service clock', () => {
  it('is the system clock unless a test asks for one it can move', () => {
    const { clock, testClockFile } = clockFromEnvironment({});
    expect(testClockFile).toBeUndefined();
    expect(clock().getUTCFullYear()).toBe(new Date().getUTCFullYear());
  });

  it('moves forward by what the test writes into its file', () => {
    folder = mkdtempSync(join(tmpdir(), 'sitedesk-clock-'));
    const file = join(folder, 'offset');
    const { clock } = clockFromEnvironment({ SITEDESK_TEST_CLOCK_FILE: file, NODE_ENV: 'test' });
    const realYear = new Date().getUTCFullYear();
    expect(clock().getUTCFullYear()).toBe(realYear);
    writeFileSync(file, String(400 * 24 * 3600 * 1000));
    expect(clock().getUTCFullYear()).toBeGreaterThan(realYear);
  });

  it('refuses to start outside tests with a file that could move it', () => {
    for (const NODE_ENV of ['production', '', undefined, 'development']) {
      const environment = { SITEDESK_TEST_CLOCK_FILE: '/tmp/offset', NODE_ENV };
      expect(() => clockFromEnvironment(environment)).toThrow(TestClockRefusedError);
      expect(() => clockFromEnvironment(environment)).toThrow(/SITEDESK_TEST_CLOCK_FILE.*not test/);
    }
  });

  it('ignores a clock file that others may write', () => {
    folder = mkdtempSync(join(tmpdir(), 'sitedesk-clock-'));
    const file = join(folder, 'offset');
    const { clock } = clockFromEnvironment({ SITEDESK_TEST_CLOCK_FILE: file, NODE_ENV: 'test' });
    writeFileSync(file, String(400 * 24 * 3600 * 1000));
    chmodSync(file, 0o666);
    expect(clock().getUTCFullYear()).toBe(new Date().getUTCFullYear());
  });
});
