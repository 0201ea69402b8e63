/**
 * Raster images rendered at build time from our own SVG artwork by `scripts/render-images.ts`.
 * Widths are listed here once so the renderer and `<ResponsivePicture>` agree on the files.
 */
export const rasterImages = {
  'plant-bremen': { width: 1200, height: 800, widths: [480, 800, 1200] },
} as const;

export type RasterImageName = keyof typeof rasterImages;

/** Best first: browsers take the first `<source>` type they support. */
export const rasterFormats = ['avif', 'webp'] as const;
