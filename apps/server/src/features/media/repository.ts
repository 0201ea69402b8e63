import type { Database } from '@sitedesk/db/client';
import type { SiteMediaLookup } from '@sitedesk/shared/content/site-media';

/** STUB (being implemented): what the renderer and publish checks need to know about these files. */
export async function loadSiteMedia(_db: Database, _ids: readonly string[]): Promise<SiteMediaLookup> {
  return {};
}
