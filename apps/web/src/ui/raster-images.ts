/** Best first: browsers take the first `<source>` type they support. */
export const rasterFormats = ['avif', 'webp'] as const;
