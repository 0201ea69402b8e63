import { verification } from '@sitedesk/db/auth-schema';
import { like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { passwordResetMailsTo, requestPasswordReset } from '../../testing/password-reset-mails';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';

// Regression: password-reset requests had no limit; 55 requests queued 48 e-mails to one address.
let desk: TestSitedesk | undefined;
afterEach(async () => {
  await desk?.dispose();
  desk = undefined;
});

async function member(sitedesk: TestSitedesk, name: string): Promise<string> {
  const email = `${name}@staff.example`;
  await sitedesk.auth.accounts.createMember({ email, name, role: 'sales', password: 'a long passphrase' });
  return email;
}

/** Status, type and body: everything a caller could compare. */
async function answerOf(response: Response) {
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: await response.text(),
  };
}

describe('password-reset limit', () => {
  it('queues at most the limit of e-mails per address, answering every request as for an unknown one', async () => {
    desk = await startTestSitedesk({ PASSWORD_RESET_RATE_LIMIT: '3', PASSWORD_RESET_CLIENT_RATE_LIMIT: '0' });
    const jonas = await member(desk, 'jonas');
    const unknown = await answerOf(await requestPasswordReset(desk, 'nobody@staff.example'));
    expect(unknown.status).toBe(200);

    for (let index = 0; index < 7; index++) {
      const spelled = index % 2 === 0 ? jonas : jonas.toUpperCase();
      expect(await answerOf(await requestPasswordReset(desk, spelled))).toEqual(unknown);
    }
    expect(await passwordResetMailsTo(desk, jonas)).toHaveLength(3);
    // The links of refused requests are not kept either.
    const links = await desk.database.db
      .select()
      .from(verification)
      .where(like(verification.identifier, 'reset-password:%'));
    expect(links).toHaveLength(3);
  });

  it('queues at most the limit of e-mails per client, whichever addresses it asks for', async () => {
    desk = await startTestSitedesk({ PASSWORD_RESET_RATE_LIMIT: '0', PASSWORD_RESET_CLIENT_RATE_LIMIT: '2' });
    const staff = [await member(desk, 'ada'), await member(desk, 'ben'), await member(desk, 'cleo')];
    const unknown = await answerOf(await requestPasswordReset(desk, 'nobody@staff.example'));
    for (const email of staff) {
      expect(await answerOf(await requestPasswordReset(desk, email))).toEqual(unknown);
    }
    // The unknown address counted too: one more e-mail went out, then the client was over its limit.
    const queued = await Promise.all(staff.map((email) => passwordResetMailsTo(desk as TestSitedesk, email)));
    expect(queued.map((mails) => mails.length)).toEqual([1, 0, 0]);
  });
});
