import { type ImageVariant, imageVariantWidths } from '@sitedesk/shared/content/site-media';
import type sharpFunction from 'sharp';
import { imageVariantFile, thumbnailFile } from './media-files';
import { createSerialQueue } from './serial-queue';

const thumbnailWidth = 240;

/**
 * Above this many pixels an upload is refused before it is decoded: a 20 MB PNG can unpack to gigabytes.
 * 60 megapixels lets in any current camera's photo.
 */
export const maxImagePixels = 60_000_000;

/**
 * One encode at a time in this process. The machine has two cores and libuv's four threads also serve the
 * disk reads of every other request: ten uploads encoding at once would stall the site, so they queue.
 */
const encodeInTurn = createSerialQueue();

/**
 * sharp and libvips cost the process ~30 MB from the moment they load; most starts never see an upload, so
 * they load with the first image (decision 149). `main.ts` checks at start that they can load.
 */
let loadingSharp: Promise<typeof sharpFunction> | undefined;
function loadSharp(): Promise<typeof sharpFunction> {
  loadingSharp ??= import('sharp').then((module) => module.default);
  return loadingSharp;
}

export type StoredVariant = Omit<ImageVariant, 'url'>;
export type EncodedFile = { file: string; contentType: string; bytes: Uint8Array };

export type ProcessedImage = {
  /** After EXIF rotation: the size the site lays out. */
  width: number;
  height: number;
  variants: StoredVariant[];
  files: EncodedFile[];
};

export type ImageProblem = 'unreadable_image' | 'image_too_large';

export class ImageRejectedError extends Error {
  constructor(readonly problem: ImageProblem) {
    super(problem);
    this.name = 'ImageRejectedError';
  }
}

/** The widths to encode for an image this wide: never upscaled, the original width capped at 1920. */
export const variantWidthsFor = imageVariantWidths;

/**
 * Turns an uploaded image into AVIF and WebP variants plus a small WebP thumbnail, rotated upright by its
 * EXIF orientation and without metadata (sharp writes none unless asked: no camera serial, no GPS position).
 * Animated images keep their first frame.
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  const { width, height } = await readSize(bytes);
  const variants: StoredVariant[] = [];
  const files: EncodedFile[] = [];
  for (const targetWidth of variantWidthsFor(width)) {
    for (const format of ['avif', 'webp'] as const) {
      const encoded = await encodeInTurn(() => encode(bytes, targetWidth, format));
      const variant = { format, width: encoded.width, height: encoded.height, sizeBytes: encoded.size };
      variants.push(variant);
      files.push({ file: imageVariantFile(variant), contentType: `image/${format}`, bytes: encoded.data });
    }
  }
  const thumbnail = await encodeInTurn(() => encode(bytes, Math.min(width, thumbnailWidth), 'webp'));
  files.push({ file: thumbnailFile, contentType: 'image/webp', bytes: thumbnail.data });
  return { width, height, variants, files };
}

/**
 * One variant encoded as the library encodes uploads. The built-in drawings use it (scripts/builtin-media/
 * render.ts) to encode each width from the drawing rasterised at that width, not scaled down from the
 * largest raster, which keeps their flat colours flat and the files about half the size (decision 148).
 */
export async function encodeImageVariant(bytes: Uint8Array, width: number, format: 'avif' | 'webp') {
  const encoded = await encodeInTurn(() => encode(bytes, width, format));
  return { width: encoded.width, height: encoded.height, data: encoded.data };
}

export { thumbnailWidth };

async function readSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp();
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new ImageRejectedError('unreadable_image');
    });
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw new ImageRejectedError('unreadable_image');
  if (metadata.width * metadata.height > maxImagePixels) throw new ImageRejectedError('image_too_large');
  return { width, height };
}

async function encode(bytes: Uint8Array, width: number, format: 'avif' | 'webp') {
  const sharp = await loadSharp();
  const pipeline = sharp(bytes, { autoOrient: true, limitInputPixels: maxImagePixels }).resize({
    width,
    withoutEnlargement: true,
  });
  const output =
    format === 'avif' ? pipeline.avif({ quality: 55, effort: 4 }) : pipeline.webp({ quality: 80 });
  try {
    const { data, info } = await output.toBuffer({ resolveWithObject: true });
    return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), ...info };
  } catch {
    // The header was readable but the pixel data is not (a truncated or corrupt file).
    throw new ImageRejectedError('unreadable_image');
  }
}
