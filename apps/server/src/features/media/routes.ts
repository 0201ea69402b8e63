import type { Database } from '@sitedesk/db/client';
import { Hono } from 'hono';
import type { Logger } from 'pino';
import type { StaffAuthService } from '../auth/create-staff-auth';
import type { StaffEnv } from '../auth/staff';
import type { BlobStorage } from '../storage/blob-storage';

export type MediaDependencies = {
  db: Database;
  auth: StaffAuthService;
  storage: BlobStorage;
  logger: Logger;
};

/** STUB (being implemented): the media library API, mounted at `/api/desk/media`. */
export function mediaDeskRoutes(_deps: MediaDependencies) {
  return new Hono<StaffEnv>();
}

/** STUB (being implemented): the public files, mounted at `/media`. */
export function mediaPublicRoutes(_deps: Pick<MediaDependencies, 'db' | 'storage'>) {
  return new Hono();
}
