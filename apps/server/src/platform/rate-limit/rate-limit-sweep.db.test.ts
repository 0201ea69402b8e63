import { rateLimitCounters } from '@sitedesk/db/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';
import { countRateLimit } from './rate-limit';
import { rateLimitSweepJobName } from './rate-limit-sweep-job';

let desk: TestSitedesk | undefined;
afterEach(async () => {
  await desk?.dispose();
  desk = undefined;
});

const window = { name: 'sweep-test', limit: 5, windowSeconds: 60 };

// Regression: every visitor left one counter row per window behind, and nothing ever removed them.
describe('the rate-limit sweep', () => {
  it("removes the counters of ended windows at the service's next round and keeps the current ones", async () => {
    desk = await startTestSitedesk();
    const { db } = desk.database;
    const now = new Date('2027-03-01T12:00:30Z');
    const hourAgo = new Date(now.getTime() - 3_600_000);
    await countRateLimit(db, { ...window, key: 'client-a', now: hourAgo });
    await countRateLimit(db, { ...window, key: 'client-b', now: hourAgo });
    const current = await countRateLimit(db, { ...window, key: 'client-a', now });

    expect(await desk.jobs.runDueJobs(now)).toContain(rateLimitSweepJobName);

    const left = await db.select({ bucket: rateLimitCounters.bucket }).from(rateLimitCounters);
    expect(left.map((row) => row.bucket.split(':').slice(0, 2).join(':'))).toEqual(['sweep-test:client-a']);
    // The current window still counts: the next request there is the second.
    expect(current?.isOverLimit).toBe(false);
    const next = await countRateLimit(db, { ...window, key: 'client-a', limit: 1, now });
    expect(next?.isOverLimit).toBe(true);
  });
});
