import { readFile } from 'node:fs/promises';
import type { Database } from '@sitedesk/db/client';
import { builtinMediaSeeds, mediaAssets } from '@sitedesk/db/content-schema';
import { type BuiltinDocument, builtinDocuments } from '@sitedesk/shared/builtin-media/document-catalog';
import { builtinDocumentIds, builtinImageIds } from '@sitedesk/shared/builtin-media/ids';
import {
  type BuiltinImage,
  builtinImageFields,
  builtinImages,
} from '@sitedesk/shared/builtin-media/image-catalog';
import { imageVariantWidths } from '@sitedesk/shared/content/site-media';
import { inArray } from 'drizzle-orm';
import type { BlobStorage } from '../../platform/storage/blob-storage';
import type { EncodedFile, StoredVariant } from './image-variants';
import { imageVariantFile, mediaBlobKey, thumbnailFile } from './media-files';

export type BuiltinMediaSeedOptions = {
  /** Where `scripts/builtin-media/render.ts` put the images' encoded files: `{dir}/{id}/{file}`. */
  imagesDir: string;
  /** Which items to seed; all of them unless a test picks a few. */
  images?: readonly BuiltinImage[];
  documents?: readonly BuiltinDocument[];
};

type Prepared = { id: string; files: EncodedFile[]; row: typeof mediaAssets.$inferInsert };

/**
 * Puts the built-in pictures and data sheets into the media library, each once in the life of the
 * database: `builtin_media_seeds` remembers every id seeded, so one an editor deleted stays deleted, and
 * two instances starting together insert each row once (the id is the key; the loser's identical files
 * are the winner's). Files go to storage before their row, as with an upload.
 *
 * @returns how many items were added.
 */
export async function seedBuiltinMedia(
  db: Database,
  storage: BlobStorage,
  options: BuiltinMediaSeedOptions,
): Promise<number> {
  const images = options.images ?? builtinImages;
  const documents = options.documents ?? builtinDocuments;
  const ids = [
    ...images.map((image) => builtinImageIds[image.key]),
    ...documents.map((document) => builtinDocumentIds[document.key]),
  ];
  if (ids.length === 0) return 0;
  const done = new Set(
    (
      await db
        .select({ id: builtinMediaSeeds.id })
        .from(builtinMediaSeeds)
        .where(inArray(builtinMediaSeeds.id, ids))
    ).map((row) => row.id),
  );
  let added = 0;
  for (const image of images) {
    if (done.has(builtinImageIds[image.key])) continue;
    if (await store(db, storage, await prepareImage(image, options.imagesDir))) added += 1;
  }
  for (const document of documents) {
    if (done.has(builtinDocumentIds[document.key])) continue;
    if (await store(db, storage, prepareDocument(document))) added += 1;
  }
  return added;
}

async function store(db: Database, storage: BlobStorage, prepared: Prepared): Promise<boolean> {
  for (const stored of prepared.files) {
    await storage.put(mediaBlobKey(prepared.id, stored.file), stored.bytes, {
      contentType: stored.contentType,
    });
  }
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(builtinMediaSeeds)
      .values({ id: prepared.id })
      .onConflictDoNothing()
      .returning({ id: builtinMediaSeeds.id });
    if (!claimed) return false;
    // An item with this id but no seed record (restored from a backup of an older release) is kept as is.
    const inserted = await tx
      .insert(mediaAssets)
      .values(prepared.row)
      .onConflictDoNothing()
      .returning({ id: mediaAssets.id });
    return inserted.length > 0;
  });
}

async function prepareImage(image: BuiltinImage, imagesDir: string): Promise<Prepared> {
  const id = builtinImageIds[image.key];
  const read = async (file: string, contentType: string): Promise<EncodedFile> => ({
    file,
    contentType,
    bytes: new Uint8Array(await readFile(`${imagesDir}/${id}/${file}`)),
  });
  const variants: StoredVariant[] = [];
  const files: EncodedFile[] = [];
  for (const width of imageVariantWidths(image.width)) {
    for (const format of ['avif', 'webp'] as const) {
      const height = Math.round((image.height * width) / image.width);
      const file = await read(imageVariantFile({ width, format }), `image/${format}`);
      files.push(file);
      variants.push({ format, width, height, sizeBytes: file.bytes.byteLength });
    }
  }
  files.push(await read(thumbnailFile, 'image/webp'));
  const largest = files.at(-2);
  return {
    id,
    files,
    row: {
      id,
      ...builtinImageFields(image),
      sizeBytes: largest?.bytes.byteLength ?? 0,
      variants,
      storageKey: mediaBlobKey(id, largest?.file ?? thumbnailFile),
    },
  };
}

function prepareDocument(document: BuiltinDocument): Prepared {
  const id = builtinDocumentIds[document.key];
  const bytes = document.bytes();
  return {
    id,
    files: [{ file: document.fileName, contentType: 'application/pdf', bytes }],
    row: {
      id,
      kind: 'document',
      fileName: document.fileName,
      contentType: 'application/pdf',
      sizeBytes: bytes.byteLength,
      title: document.title,
      language: document.language,
      storageKey: mediaBlobKey(id, document.fileName),
    },
  };
}
