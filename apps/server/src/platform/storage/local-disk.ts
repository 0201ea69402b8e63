import { constants, createReadStream } from 'node:fs';
import { access, mkdir, open, opendir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import {
  type BlobBody,
  type BlobStorage,
  BlobStorageUnavailableError,
  isValidBlobKey,
  type ListedBlob,
} from './blob-storage';
import type { UrlSigner } from './url-signer';

/** Beside each blob: its content type (as S3 keeps metadata), and while it is being written, temporary files. */
const metaSuffix = '.meta.json';
const temporarySuffix = '.tmp';

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
  const metaPathOf = (key: string) => `${pathOf(key)}${metaSuffix}`;

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
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      // Temporary files too: a crash mid-write leaves one, and the sweep deletes it by its blob's key.
      for (const path of [pathOf(key), metaPathOf(key)]) {
        await rm(path, { force: true });
        await rm(`${path}${temporarySuffix}`, { force: true });
      }
    },
    signedUrl: (key, options) => signer.signedUrl(key, options),
    list: (prefix) => listUnder(root, prefix),
    removeIncompleteUploads: async () => 0,
    async checkAccess() {
      try {
        await mkdir(root, { recursive: true });
        await access(root, constants.W_OK);
      } catch (error) {
        const reason = error instanceof Error && 'code' in error ? String(error.code) : 'error';
        throw new BlobStorageUnavailableError(`DATA_DIR: cannot write files to ${root} (${reason}).`);
      }
    },
  };
}

/**
 * Walks the folders under the prefix. A blob's data, metadata and temporary files count as one entry under
 * its key, last written when the newest of them was: a crash between writing the metadata and the data, or
 * mid-write, still leaves something the sweep can find and delete.
 */
async function* listUnder(root: string, prefix: string): AsyncGenerator<ListedBlob> {
  const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
  for await (const [key, modifiedAt] of walk(join(root, folder), root)) {
    if (key.startsWith(prefix)) yield { key, modifiedAt };
  }
}

async function* walk(directory: string, root: string): AsyncGenerator<[string, Date]> {
  let entries: Awaited<ReturnType<typeof opendir>>;
  try {
    entries = await opendir(directory);
  } catch (error) {
    if (isNotFound(error)) return;
    throw error;
  }
  const newest = new Map<string, Date>();
  const folders: string[] = [];
  for await (const entry of entries) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      folders.push(path);
      continue;
    }
    if (!entry.isFile()) continue;
    const key = keyOfFile(relative(root, path).split(sep).join('/'));
    if (!isValidBlobKey(key)) continue;
    const modifiedAt = await stat(path).then(
      (info) => info.mtime,
      (error: unknown) => {
        // Deleted between listing and looking: nothing to report.
        if (isNotFound(error)) return undefined;
        throw error;
      },
    );
    if (!modifiedAt) continue;
    const known = newest.get(key);
    if (!known || known < modifiedAt) newest.set(key, modifiedAt);
  }
  yield* newest.entries();
  for (const folder of folders) yield* walk(folder, root);
}

/** `a/b.meta.json.tmp` → `a/b`: the key a stored file belongs to. */
function keyOfFile(path: string): string {
  const withoutTemporary = path.endsWith(temporarySuffix) ? path.slice(0, -temporarySuffix.length) : path;
  return withoutTemporary.endsWith(metaSuffix)
    ? withoutTemporary.slice(0, -metaSuffix.length)
    : withoutTemporary;
}

/**
 * Written beside the target and renamed into place. The temporary name is fixed (no process id): keys are
 * generated and written once, so two writers never share one, and `delete` can find a leftover.
 */
async function writeDurably(path: string, body: BlobBody): Promise<void> {
  const temporary = `${path}${temporarySuffix}`;
  const file = await open(temporary, 'w');
  try {
    // A stream is written chunk by chunk as it arrives.
    await writeFile(file, body);
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(temporary, path);
}

function isNotFound(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
