// Bundles the service, its commands and every package they import into dist (decision 190). Only the
// packages in `runtime-packages.mjs` stay imports from node_modules: native and WebAssembly files, files
// loaded by path, and what the web build's server renderer imports. The container image installs just those.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';
import { absentOptionalPackages, packageNameOf, runtimePackages } from './runtime-packages.mjs';

const external = new Set([...runtimePackages, ...absentOptionalPackages]);

const keepRuntimePackagesExternal = {
  name: 'keep-runtime-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      external.has(packageNameOf(args.path)) ? { path: args.path, external: true } : undefined,
    );
  },
};

// Bundled CommonJS packages call `require` for Node's own modules; an ES module has none, so each chunk
// makes one for its own file. No bundled package reads `__dirname` on a path the service takes (pino's
// transports would; the service logs to standard output without one): a file loaded by path would be missing.
const commonJsRequire = [
  "import { createRequire as __sitedeskCreateRequire } from 'node:module';",
  'const require = __sitedeskCreateRequire(import.meta.url);',
].join('\n');

// Chunk names change with their content: a new build starts from an empty folder, so none are left over.
rmSync('dist', { recursive: true, force: true });

// Split into chunks so that a dynamic `import()` stays lazy (decision 149): in one file, esbuild hoists
// every import to the top, and the mail templates' React, sharp or the AWS SDK would load at start even
// though the code that needs them runs later or never.
await build({
  entryPoints: {
    main: 'src/main.ts',
    // The administration commands, one entry (`node dist/cli.js <command>`); no tsx in the image.
    cli: 'src/cli/cli.ts',
    // Kept for scripts written before cli.js: `node dist/backup.js` and `node dist/restore.js`.
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
    // Started by `features/inquiry/inbound/parse-pool.ts` as a worker thread, by this name next to the chunks.
    'inbound-parse-worker': 'src/features/inquiry/inbound/parse-worker.ts',
    // Started by `features/inquiry/quotes/pdf/quote-pdf-pool.ts` as a worker thread (decision 218).
    'quote-pdf-worker': 'src/features/inquiry/quotes/pdf/quote-pdf-worker.ts',
  },
  outdir: 'dist',
  splitting: true,
  // Next to main.js, not in a subfolder: `paths.ts` finds the repository from its own file's URL.
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Packages that offer both take their ES module build, which tree-shakes.
  mainFields: ['module', 'main'],
  banner: { js: commonJsRequire },
  // Source maps stay out of the bundle's code but next to it: stack traces in the log point at sources.
  sourcemap: true,
  legalComments: 'linked',
  logLevel: 'warning',
  plugins: [keepRuntimePackagesExternal],
});
