import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { isMissingUpload, stagingPrefix, type UploadStaging } from './upload-staging';

/**
 * Staging on the local disk, beside the blobs (`DATA_DIR/upload-staging/`): tus's own file store writes each
 * PATCH straight to the file at its offset, so nothing is held in memory.
 */
export async function createDiskUploadStaging(dataDir: string): Promise<UploadStaging> {
  // The ids carry the `upload-staging/` prefix, so the store's folder is the data folder itself.
  await mkdir(join(dataDir, stagingPrefix), { recursive: true });
  const store = new FileStore({ directory: dataDir });
  return {
    store,
    read: async (id) => store.read(id),
    async remove(id) {
      try {
        await store.remove(id);
      } catch (error) {
        if (!isMissingUpload(error)) throw error;
      }
    },
  };
}
