import { createReadStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type BlobStorage, isValidBlobKey } from './blob-storage';
import type { UrlSigner } from './url-signer';

/**
 * Blob storage on the local disk under `DATA_DIR/blobs`. Each blob is written to a temporary file, flushed
 * to disk and renamed into place, so a crash never leaves half a file under a real key; its content type
 * sits beside it, as S3 keeps it in the object's metadata.
 */
export function createLocalDiskStorage(root: string, signer: UrlSigner): BlobStorage {
  const pathOf = (key: string) => {
    if (!isValidBlobKey(key)) throw new Error(`Invalid blob key: ${key}`);
    return join(root, key);
  };
  const metaPathOf = (key: string) => `${pathOf(key)}.meta.json`;

  return {
    async put(key, body, { contentType }) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeDurably(metaPathOf(key), Buffer.from(JSON.stringify({ contentType })));
      await writeDurably(path, body);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const [info, meta] = await Promise.all([stat(path), readFile(metaPathOf(key), 'utf8')]);
        const { contentType } = JSON.parse(meta) as { contentType: string };
        return { body: createReadStream(path), contentType, sizeBytes: info.size };
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
      await rm(metaPathOf(key), { force: true });
    },
    signedUrl: (key, options) => signer.signedUrl(key, options),
  };
}

async function writeDurably(path: string, body: Uint8Array): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  const file = await open(temporary, 'w');
  try {
    await file.writeFile(body);
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(temporary, path);
}
