import type { DeskSettings } from '@sitedesk/shared/desk-api';
import { afterEach, describe, expect, it } from 'vitest';
import { signInAs } from '../../testing/staff-sessions';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';

let desk: TestSitedesk | undefined;
afterEach(async () => {
  await desk?.dispose();
  desk = undefined;
});

describe('PUT /api/desk/settings', () => {
  // Regression: `retentionDays: null` answered 500 (SQL NULL written into the NOT NULL JSON column).
  it('takes a retention period and null ("keep for ever") and reads each back', async () => {
    desk = await startTestSitedesk();
    const { cookie } = await signInAs(desk, 'owner');
    const put = (settings: DeskSettings) =>
      desk?.app.request('/api/desk/settings', {
        method: 'PUT',
        headers: { cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify(settings),
      });
    const read = async () =>
      (await (
        await desk?.app.request('/api/desk/settings', { headers: { cookie } })
      )?.json()) as DeskSettings;

    const withPeriod = await put({
      notifyByTopic: { quote: ['quotes@veltrum.example'] },
      retentionDays: 365,
    });
    expect(withPeriod?.status).toBe(200);
    expect(await read()).toEqual({
      notifyByTopic: { quote: ['quotes@veltrum.example'] },
      retentionDays: 365,
    });

    const forever = await put({ notifyByTopic: {}, retentionDays: null });
    expect(forever?.status).toBe(200);
    expect(await forever?.json()).toEqual({ notifyByTopic: {}, retentionDays: null });
    expect(await read()).toEqual({ notifyByTopic: {}, retentionDays: null });
  });
});
