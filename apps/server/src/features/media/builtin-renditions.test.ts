import { builtinImageIds } from '@sitedesk/shared/builtin-media/ids';
import { builtinImages } from '@sitedesk/shared/builtin-media/image-catalog';
import { imageVariantWidths } from '@sitedesk/shared/content/site-media';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { paths } from '../../paths';

// Regression guard: a changed drawing or catalog size without re-running `scripts/builtin-media/render.ts`.
describe('the committed renditions of the built-in images', () => {
  it('has every variant the catalog promises, at the size the prerendered pages state', async () => {
    for (const image of builtinImages) {
      for (const width of imageVariantWidths(image.width)) {
        for (const format of ['avif', 'webp'] as const) {
          const file = `${paths.builtinMedia}/${builtinImageIds[image.key]}/${width}.${format}`;
          const { width: actualWidth, height } = await sharp(file).metadata();
          expect({ file, width: actualWidth, height }).toEqual({
            file,
            width,
            height: Math.round((image.height * width) / image.width),
          });
        }
      }
    }
  });
});
