// Bundles the service into one file. The workspace packages (TypeScript source) are bundled in; every
// other package stays an import from node_modules, so native and WebAssembly files load as their authors intended.
import { build } from 'esbuild';

const keepThirdPartyExternal = {
  name: 'keep-third-party-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@sitedesk/') ? undefined : { path: args.path, external: true },
    );
  },
};

// The backup and restore commands are bundled too: the container image has no dev dependencies (no tsx).
// Split into chunks so that a dynamic `import()` stays lazy (decision 149): in one file, esbuild hoists
// every external package's import to the top, and the mail templates' React, sharp or the AWS SDK would
// load at start even though the code that needs them runs later or never.
await build({
  entryPoints: {
    main: 'src/main.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
    // Started by `features/inquiry/inbound/parse-pool.ts` as a worker thread, by this name next to the chunks.
    'inbound-parse-worker': 'src/features/inquiry/inbound/parse-worker.ts',
  },
  outdir: 'dist',
  splitting: true,
  // Next to main.js, not in a subfolder: `paths.ts` finds the repository from its own file's URL.
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [keepThirdPartyExternal],
});
