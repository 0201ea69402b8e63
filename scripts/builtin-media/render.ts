/**
 * Renders the built-in pictures (`packages/shared/src/builtin-media/image-catalog.ts`) into the files the
 * start-up seed copies into the media library: `apps/server/builtin-media/{id}/{width}.{avif,webp}` and
 * `thumb.webp`, through the library's own upload pipeline (`processImage`). Run after changing a drawing:
 *   node --import tsx scripts/builtin-media/render.ts
 * The output is committed: encoding every variant takes a minute or more on a small machine, too long for
 * each first start (decision 144).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { builtinImageIds } from '@sitedesk/shared/builtin-media/ids';
import { builtinImages } from '@sitedesk/shared/builtin-media/image-catalog';
import sharp from 'sharp';
import {
  encodeImageVariant,
  thumbnailWidth,
  variantWidthsFor,
} from '../../apps/server/src/features/media/image-variants';
import { imageVariantFile, thumbnailFile } from '../../apps/server/src/features/media/media-files';
import { builtinImageSvg } from './builtin-artwork';

const outDir = fileURLToPath(new URL('../../apps/server/builtin-media/', import.meta.url));
let totalBytes = 0;
for (const image of builtinImages) {
  const { svg, drawnWidth } = builtinImageSvg(image);
  // Each width is rasterised from the drawing itself: a flat drawing scaled down from a larger raster
  // gains blended edge colours that cost AVIF about twice the bytes (decision 148).
  const rasterAt = (width: number) =>
    sharp(Buffer.from(svg), { density: (72 * width) / drawnWidth })
      .png({ compressionLevel: 1 })
      .toBuffer();
  const dir = `${outDir}${builtinImageIds[image.key]}/`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const write = (file: string, bytes: Uint8Array) => {
    writeFileSync(`${dir}${file}`, bytes);
    totalBytes += bytes.byteLength;
  };
  for (const width of variantWidthsFor(image.width)) {
    const png = await rasterAt(width);
    for (const format of ['avif', 'webp'] as const) {
      const encoded = await encodeImageVariant(png, width, format);
      const expectedHeight = Math.round((image.height * width) / image.width);
      if (encoded.width !== width || Math.abs(encoded.height - expectedHeight) > 1) {
        throw new Error(
          `${image.key} rendered ${encoded.width}×${encoded.height}, the catalog says ${width}×${expectedHeight}`,
        );
      }
      write(imageVariantFile({ format, width: encoded.width }), encoded.data);
    }
  }
  const thumbnail = await encodeImageVariant(
    await rasterAt(Math.min(image.width, thumbnailWidth)),
    Math.min(image.width, thumbnailWidth),
    'webp',
  );
  write(thumbnailFile, thumbnail.data);
  console.log(`${image.key}: rendered`);
}
console.log(`Rendered ${builtinImages.length} built-in images, ${Math.round(totalBytes / 1024)} KiB in all.`);
