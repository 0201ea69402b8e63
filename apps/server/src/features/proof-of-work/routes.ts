import type { Database } from '@sitedesk/db/client';
import { Hono } from 'hono';
import { clientAddress, hashClientAddress } from '../../http/client-address';
import { type Clock, systemClock } from '../../platform/clock/clock';
import { consumeRateLimit } from '../../platform/rate-limit/rate-limit';
import type { ProofOfWork } from './proof-of-work';

/**
 * `GET /inquiries/challenge`: a fresh challenge for the contact form's worker. No cookie and nothing
 * stored per visitor; counted per client address in the shared counters so nobody stockpiles them.
 */
export function proofOfWorkRoutes(options: {
  proofOfWork: ProofOfWork;
  db: Database;
  secret: string;
  trustedProxies: readonly string[];
  rateLimitPerHour: number;
  /** What time it is: the hourly limit counts by it (a test fixes it, so no hour turns mid-test). */
  now?: Clock | undefined;
}) {
  return new Hono().get('/inquiries/challenge', async (c) => {
    await consumeRateLimit(options.db, {
      name: 'proof-of-work-challenge',
      clientHash: hashClientAddress(clientAddress(c, options.trustedProxies), options.secret),
      limit: options.rateLimitPerHour,
      windowSeconds: 3600,
      now: (options.now ?? systemClock)(),
    });
    const challenge = await options.proofOfWork.issueChallenge();
    c.header('Cache-Control', 'no-store');
    return c.json(challenge);
  });
}
