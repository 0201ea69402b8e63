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
import { processImage } from '../../apps/server/src/features/media/image-variants';
import { builtinImageSvg } from './builtin-artwork';

const outDir = fileURLToPath(new URL('../../apps/server/builtin-media/', import.meta.url));
let totalBytes = 0;
for (const image of builtinImages) {
  const { svg, drawnWidth } = builtinImageSvg(image);
  const png = await sharp(Buffer.from(svg), { density: (72 * image.width) / drawnWidth })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const processed = await processImage(png);
  if (processed.width !== image.width || processed.height !== image.height) {
    throw new Error(
      `${image.key} rendered ${processed.width}×${processed.height}, the catalog says ${image.width}×${image.height}`,
    );
  }
  const dir = `${outDir}${builtinImageIds[image.key]}/`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const file of processed.files) {
    writeFileSync(`${dir}${file.file}`, file.bytes);
    totalBytes += file.bytes.byteLength;
  }
  console.log(`${image.key}: ${processed.files.length} files`);
}
console.log(`Rendered ${builtinImages.length} built-in images, ${Math.round(totalBytes / 1024)} KiB in all.`);
