import type { BlobStorage, ListedBlob } from './blob-storage';

/**
 * A driver whose library loads on first use, behind the same interface: the S3 driver's AWS SDK costs the
 * process ~22 MB, so it loads only when a bucket is configured, at the start-up check (decision 149).
 * `signedUrl` needs no library (the service signs its own links), so it stays synchronous.
 */
export function deferredBlobStorage(
  load: () => Promise<BlobStorage>,
  signedUrl: BlobStorage['signedUrl'],
): BlobStorage {
  let loading: Promise<BlobStorage> | undefined;
  const driver = () => {
    loading ??= load();
    return loading;
  };
  return {
    put: async (key, body, options) => (await driver()).put(key, body, options),
    get: async (key) => (await driver()).get(key),
    delete: async (key) => (await driver()).delete(key),
    signedUrl,
    async *list(prefix): AsyncIterable<ListedBlob> {
      yield* (await driver()).list(prefix);
    },
    removeIncompleteUploads: async (startedBefore) => (await driver()).removeIncompleteUploads(startedBefore),
    checkAccess: async () => (await driver()).checkAccess(),
  };
}
