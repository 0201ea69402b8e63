import type { mediaAssets } from '@sitedesk/db/content-schema';
import type { mediaUploadFieldsSchema } from '@sitedesk/shared/content-api';
import { locales } from '@sitedesk/shared/locales';
import type { z } from 'zod';
import { downloadName } from '../../platform/storage/download-name';
import { type EncodedFile, processImage } from './image-variants';
import {
  cleanUploadedName,
  documentFileName,
  imageVariantFile,
  mediaBlobKey,
  thumbnailFile,
  titleFromFileName,
} from './media-files';

/** Image types sharp reads safely; SVG is left out on purpose (it can carry scripts). */
const imageTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']);
const documentTypes = new Set(['application/pdf']);

export type PreparedUpload = {
  files: EncodedFile[];
  row: Omit<typeof mediaAssets.$inferInsert, 'id' | 'createdBy'>;
};

/**
 * What an upload becomes: the files to store and the row describing them. The type comes from the bytes,
 * never from the name or the browser's claim; `undefined` for any type the library does not take.
 */
export async function prepareUpload(
  id: string,
  file: { name: string; bytes: Uint8Array },
  fields: z.output<typeof mediaUploadFieldsSchema>,
): Promise<PreparedUpload | undefined> {
  // Loaded with the first upload, not at start (decision 149).
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(file.bytes);
  if (!detected) return undefined;
  const title = fields.title || titleFromFileName(file.name);
  const common = { contentType: detected.mime, sizeBytes: file.bytes.byteLength };

  if (imageTypes.has(detected.mime)) {
    const image = await processImage(file.bytes);
    const largestWebp = image.variants.filter((variant) => variant.format === 'webp').at(-1);
    const alt = Object.fromEntries(
      locales.flatMap((locale) => {
        const text = fields[`alt.${locale}`];
        return text ? [[locale, text]] : [];
      }),
    );
    return {
      files: image.files,
      row: {
        ...common,
        kind: 'image',
        fileName: downloadName(cleanUploadedName(file.name, 'image'), detected.mime, 'image'),
        width: image.width,
        height: image.height,
        variants: image.variants,
        alt,
        title,
        language: null,
        storageKey: mediaBlobKey(id, largestWebp ? imageVariantFile(largestWebp) : thumbnailFile),
      },
    };
  }

  if (documentTypes.has(detected.mime)) {
    const stored = documentFileName(file.name);
    return {
      files: [{ file: stored, contentType: detected.mime, bytes: file.bytes }],
      row: {
        ...common,
        kind: 'document',
        // Offered as the download name: it ends in `.pdf` whatever the upload was called (`x.html` → `x.pdf`).
        fileName: downloadName(cleanUploadedName(file.name, stored), detected.mime, 'document'),
        title,
        language: fields.language ?? null,
        storageKey: mediaBlobKey(id, stored),
      },
    };
  }
  return undefined;
}
