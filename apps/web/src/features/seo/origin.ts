/** Written in front of every absolute URL; the server swaps in its public origin when it loads the pages. */
export const originPlaceholder = '%ORIGIN%';

/** Path of the Open Graph image shipped in `public/`. */
export const ogImage = { path: '/og-image.png', width: 1200, height: 630 } as const;
