import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog } from '../../testing/captured-log';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';
import { logBetterAuthThrough } from './better-auth-log';

/**
 * Regression (probe finding 9): Better Auth's message for a foreign callback URL quoted the URL with its
 * query string (an e-mail address, a name) and was logged at level 50 (error), by anyone.
 */
const log = capturedLog();
let desk: TestSitedesk;

beforeAll(async () => {
  desk = await startTestSitedesk({}, { logger: log.logger });
});
afterAll(async () => {
  await desk.dispose();
});

const foreignUrl =
  'https://elsewhere.example/welcome?email=ann.ribeiro%40lusorecicla.example&name=Ann+Ribeiro';
const errorLevel = 50;

const post = (path: string, body: unknown) =>
  desk.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

type Line = { level: number; code?: string };
const linesSince = (start: number): string[] => log.lines.slice(start);

function expectNoErrorAndNoRequestValue(lines: string[]): void {
  expect(lines.filter((line) => (JSON.parse(line) as Line).level >= errorLevel)).toEqual([]);
  for (const value of ['ann.ribeiro', 'lusorecicla', 'Ribeiro', 'elsewhere.example']) {
    expect(lines.join('\n')).not.toContain(value);
  }
}

describe('Better Auth in the log', () => {
  it('an anonymous sign-in with a foreign callback URL leaves a code, no error line and none of the URL', async () => {
    const start = log.lines.length;
    const response = await post('/api/auth/sign-in/email', {
      email: 'ann.ribeiro@lusorecicla.example',
      password: 'not the password at all',
      callbackURL: decodeURIComponent(foreignUrl),
    });
    expect(response.status).toBe(403);
    const lines = linesSince(start);
    expectNoErrorAndNoRequestValue(lines);
    expect(lines.map((line) => (JSON.parse(line) as Line).code)).toContain('invalid_callback_url');
  });

  it('a reset request with a foreign redirect URL does the same', async () => {
    const start = log.lines.length;
    const response = await post('/api/auth/request-password-reset', {
      email: 'ann.ribeiro@lusorecicla.example',
      redirectTo: foreignUrl,
    });
    expect(response.status).toBe(403);
    expectNoErrorAndNoRequestValue(linesSince(start));
  });

  it('keeps a foreign error (the database’s, say) at error level, without its message', () => {
    const { logger, lines } = capturedLog();
    const failure = new Error('duplicate key (email)=(ann.ribeiro@lusorecicla.example)');
    logBetterAuthThrough(logger)('error', 'Something Better Auth has not said before', failure);
    const [line = ''] = lines;
    expect((JSON.parse(line) as Line).level).toBe(errorLevel);
    expect(line).not.toContain('lusorecicla');
    expect(line).not.toContain('Something');
  });
});
