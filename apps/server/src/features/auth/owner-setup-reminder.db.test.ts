import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { setupTokens } from '@sitedesk/db/auth-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../testing/staff-sessions';
import { temporaryDirectory } from '../../testing/temporary-directory';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';
import { createOwnerSetupLinkIfNoStaff, remindOfOwnerSetupLink } from './owner-setup-link';

let desk: TestSitedesk;

beforeAll(async () => {
  desk = await startTestSitedesk({ SIGN_IN_RATE_LIMIT: '0' });
});
afterAll(async () => {
  await desk.dispose();
});

/** The reminder with its interval in the test's hand: `tick` is what the timer would call. */
async function startReminder(linkFile: string) {
  const link = await createOwnerSetupLinkIfNoStaff(desk.database.db, desk.config);
  if (!link) throw new Error('staff exist already');
  const printed: string[] = [];
  let stoppedTimer = false;
  const reminder = remindOfOwnerSetupLink({
    db: desk.database.db,
    config: desk.config,
    link,
    print: (line) => printed.push(line),
    onError: (error) => {
      throw error;
    },
    linkFile,
    schedule: () => ({
      stop: () => {
        stoppedTimer = true;
      },
    }),
  });
  return { link, printed, reminder, isTimerStopped: () => stoppedTimer };
}

describe('the owner set-up link, printed again until used', () => {
  it('prints the same link at every reminder and keeps it for `npm run setup-link`, readable by the service only', async () => {
    const linkFile = join(temporaryDirectory('sitedesk-setup-link-'), 'owner-setup-link');
    const { link, printed, reminder } = await startReminder(linkFile);
    expect(readFileSync(linkFile, 'utf8').trim()).toBe(link);
    expect(statSync(linkFile).mode & 0o077).toBe(0);
    await reminder.tick();
    await reminder.tick();
    expect(printed).toEqual([
      `No staff yet: create the owner at ${link} (valid 24 h, once)`,
      `No staff yet: create the owner at ${link} (valid 24 h, once)`,
    ]);
    reminder.stop();
    expect(existsSync(linkFile)).toBe(false);
  });

  it('stops reminding when a newer link replaced it', async () => {
    const linkFile = join(temporaryDirectory('sitedesk-setup-link-'), 'owner-setup-link');
    const { printed, reminder, isTimerStopped } = await startReminder(linkFile);
    await createOwnerSetupLinkIfNoStaff(desk.database.db, desk.config);
    await reminder.tick();
    expect(printed).toEqual([]);
    expect(isTimerStopped()).toBe(true);
  });

  it('prints a new link once the old one expired', async () => {
    const linkFile = join(temporaryDirectory('sitedesk-setup-link-'), 'owner-setup-link');
    const { link, printed, reminder } = await startReminder(linkFile);
    await desk.database.db.update(setupTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    await reminder.tick();
    expect(printed).toHaveLength(1);
    const renewed = /create the owner at (\S+)/.exec(printed[0] ?? '')?.[1];
    expect(renewed).toMatch(/\/desk\/setup\?token=/);
    expect(renewed).not.toBe(link);
    expect(readFileSync(linkFile, 'utf8').trim()).toBe(renewed);
    reminder.stop();
  });

  it('goes quiet and removes the kept link once staff exist', async () => {
    const linkFile = join(temporaryDirectory('sitedesk-setup-link-'), 'owner-setup-link');
    const { printed, reminder, isTimerStopped } = await startReminder(linkFile);
    await signInAs(desk, 'owner');
    await reminder.tick();
    expect(printed).toEqual([]);
    expect(isTimerStopped()).toBe(true);
    expect(existsSync(linkFile)).toBe(false);
  });
});
