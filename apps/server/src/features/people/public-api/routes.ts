import { Readable } from 'node:stream';
import type { Database } from '@sitedesk/db/client';
import { type ApiKeyScope, canGrantApiKeyScopes } from '@sitedesk/shared/api-keys-api';
import { Hono, type MiddlewareHandler } from 'hono';
import { AppError } from '../../../http/app-error';
import { requireCan } from '../../../http/require-permission';
import type { ApiKeyEnv } from '../../../platform/auth/api-key';
import type { Staff } from '../../../platform/auth/staff';
import { type Clock, systemClock } from '../../../platform/clock/clock';
import { consumeRateLimit } from '../../../platform/rate-limit/rate-limit';
import { personBodyLimit, readPersonEmail } from '../person-request';
import type { PeopleService } from '../service';
import { erasePersonDoc, exportPersonDoc, searchPersonDoc } from './openapi';

export type PublicPeopleRoutesDependencies = {
  db: Database;
  people: PeopleService;
  /** The key's guard for a scope (features/api-keys): 403 without it. */
  requireScope: (scope: ApiKeyScope) => MiddlewareHandler<ApiKeyEnv>;
  /** ZIPs one key may export per hour (`API_KEY_PEOPLE_EXPORTS_PER_HOUR`; 0: no limit). */
  exportsPerHour: number;
  now?: Clock | undefined;
};

/**
 * `/api/v1/people/*` (decision 237): the desk's search, export and erasure of a person's data
 * (`/api/desk/people/*`, decision 185) for an API key, through the same service. The key acts as its
 * creator, whose role must still allow `people:manage`; the service counts the creator's PEOPLE_RATE_LIMIT
 * and audits under their name, with the key's id beside it. The address travels in the body, never the URL.
 */
export function publicPeopleRoutes(deps: PublicPeopleRoutesDependencies) {
  const { people } = deps;
  const now = deps.now ?? systemClock;
  const limit = personBodyLimit();
  const emailOf = readPersonEmail;

  return new Hono<ApiKeyEnv>()
    .post('/people/search', searchPersonDoc, deps.requireScope('people:export'), limit, async (c) => {
      const { staff, keyId } = c.var.apiKey;
      requireOwnerStill(staff, 'people:export');
      return c.json(await people.search(staff, await emailOf(c.req.raw), { apiKeyId: keyId }));
    })
    .post('/people/export', exportPersonDoc, deps.requireScope('people:export'), limit, async (c) => {
      const { staff, keyId } = c.var.apiKey;
      requireOwnerStill(staff, 'people:export');
      const email = await emailOf(c.req.raw);
      // A ZIP reads a person's whole record and streams their files: fewer per key than other requests.
      await consumeRateLimit(deps.db, {
        name: 'people-export-api',
        clientHash: keyId,
        limit: deps.exportsPerHour,
        windowSeconds: 3600,
        now: now(),
      });
      const zip = await people.exportZip(staff, email, { apiKeyId: keyId });
      const day = now().toISOString().slice(0, 10);
      return new Response(Readable.toWeb(zip) as ReadableStream, {
        headers: {
          'Content-Type': 'application/zip',
          // Never the address in the name: it would reach the integration's logs and folders.
          'Content-Disposition': `attachment; filename="personal-data-${day}.zip"`,
          'Cache-Control': 'no-store',
        },
      });
    })
    .post('/people/erase', erasePersonDoc, deps.requireScope('people:erase'), limit, async (c) => {
      const { staff, keyId } = c.var.apiKey;
      requireOwnerStill(staff, 'people:erase');
      return c.json(await people.erase(staff, await emailOf(c.req.raw), { apiKeyId: keyId }));
    });
}

/**
 * The key's creator may still give this scope: an owner (decision 237). An owner demoted to admin keeps
 * `people:manage` in the desk, but their keys must not keep what an admin could not create.
 */
function requireOwnerStill(staff: Staff, scope: ApiKeyScope): void {
  requireCan(staff, 'people:manage');
  if (!canGrantApiKeyScopes(staff.role, [scope])) throw new AppError('forbidden');
}
