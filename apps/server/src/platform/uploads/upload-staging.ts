import type { Readable } from 'node:stream';
import type { DataStore } from '@tus/utils';

/**
 * Where resumable uploads (the tus protocol, decision 215) collect their bytes until a request claims them:
 * a folder on the local disk, or the S3 bucket under `upload-staging/`. One driver per file; the tus server
 * writes through `store`, the rest of Sitedesk reads and removes through the two functions.
 */
export type UploadStaging = {
  /** The tus data store the upload endpoint writes to. */
  store: DataStore;
  /** A finished upload's bytes from the first, as a stream. */
  read(id: string): Promise<Readable>;
  /** Removes the upload's bytes and its tus record; an upload already gone is not an error. */
  remove(id: string): Promise<void>;
};

/** Staged uploads' ids are `upload-staging/<32 hex digits>`; only the hex digits appear in URLs. */
export const stagingPrefix = 'upload-staging/';

/** The id a URL's last segment names, or `undefined` when it is not an upload id at all. */
export function stagedIdOf(segment: string | undefined): string | undefined {
  return segment !== undefined && /^[0-9a-f]{32}$/.test(segment) ? `${stagingPrefix}${segment}` : undefined;
}

/** The URL segment of a staged id (the inverse of `stagedIdOf`). */
export function publicIdOf(id: string): string {
  return id.startsWith(stagingPrefix) ? id.slice(stagingPrefix.length) : id;
}

/** tus stores throw `{ status_code: 404 }` objects for a missing upload. */
export function isMissingUpload(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status_code' in error &&
    (error.status_code === 404 || error.status_code === 410)
  );
}
