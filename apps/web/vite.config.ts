import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type Alias, defineConfig, type UserConfig } from 'vite';
import { flagFilesPlugin } from './scripts/flag-files-plugin.ts';
import { phoneMetadataPlugin } from './scripts/phone-metadata-plugin.ts';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/**
 * The public site's islands run on Preact through `preact/compat` (decision 150): React's own client is
 * 65 KB compressed, Preact's about 5 KB. Only the site's client build uses these; the prerender (SSR) build
 * and the staff desk stay on React. Exact matches, so `react-dom/server` or `react-router` are never caught.
 */
const preactForReact: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * What the site's and the desk's builds (and the dev server) share. One Rollup build shares a module
 * between its inputs, so React cannot be Preact for one document and React for the other in one build:
 * `vite build` makes the public site (`index.html`) and `vite build --config vite.desk.config.ts` the desk.
 */
export function sharedConfig(): UserConfig {
  return {
    plugins: [react(), tailwindcss(), phoneMetadataPlugin()],
    resolve: {
      alias: [
        // Font files are referenced by these aliases so only the subsets we name get bundled (lib/font-files.ts).
        { find: '@font-display', replacement: `${packageDir('@fontsource/barlow-condensed')}/files` },
        // Greek and Cyrillic pages' headings (decision 207): Barlow has neither script.
        {
          find: '@font-roboto-condensed',
          replacement: `${packageDir('@fontsource/roboto-condensed')}/files`,
        },
        // Our own cuts (scripts/fonts/subset-arabic.ts and subset-text-fonts.ts, decisions 148 and 217): the
        // variable faces at the weights the site uses, Latin Extended at the letters its languages write.
        { find: '@font-cut', replacement: fileURLToPath(new URL('./src/assets/fonts', import.meta.url)) },
      ],
    },
    build: {
      outDir: 'dist/client',
      // No polyfill (the CSP allows no inline scripts; every supported browser has native modulepreload) and no
      // runtime preload helper: scripts/prerender.ts writes the <link rel="modulepreload"> hints into each page.
      modulePreload: false,
      assetsInlineLimit: 0,
      // Most components render only at build time, so their images are emitted by the SSR build and copied
      // into the client's assets by scripts/prerender.ts.
      ssrEmitAssets: true,
      rollupOptions: {
        output: {
          // One numbering plan per calling code (`phone-plan-44-….js`), loaded by the phone field on demand.
          chunkFileNames: (chunk) =>
            chunk.facadeModuleId?.startsWith('\0virtual:phone-metadata/')
              ? 'assets/phone-plan-[name]-[hash].js'
              : 'assets/[name]-[hash].js',
        },
      },
    },
  };
}

/**
 * The public pages' template and their islands; the prerender build (`--ssr`) renders with React. The dev
 * server renders the whole site in the browser (src/app/render-for-development.tsx) and serves the desk
 * from the same module graph, so it stays on React too.
 */
export default defineConfig(({ command, isSsrBuild }) => {
  const shared = sharedConfig();
  const isSiteClientBuild = command === 'build' && !isSsrBuild;
  return {
    ...shared,
    // The country flags are files of the site (and of the dev server), not of the prerender build.
    plugins: [...(shared.plugins ?? []), ...(isSsrBuild ? [] : [flagFilesPlugin()])],
    resolve: {
      alias: [...((shared.resolve?.alias as Alias[]) ?? []), ...(isSiteClientBuild ? preactForReact : [])],
    },
    // The service renders pages with the SSR build for as long as it runs. Left external, lucide-react loads
    // in Node as its whole library (some 1,700 icon modules, ~45 MB of resident memory); bundled, only the
    // few dozen icons the pages use come along (decision 156).
    ssr: { noExternal: ['lucide-react'] },
    build: {
      ...shared.build,
      // The site's build runs first and empties dist/client; the desk's build adds to it.
      manifest: isSsrBuild ? true : '.vite/site-manifest.json',
      rollupOptions: {
        ...shared.build?.rollupOptions,
        ...(isSsrBuild
          ? {}
          : {
              input: { index: 'index.html' },
              output: {
                ...shared.build?.rollupOptions?.output,
                // Vite's dynamic-import helper in a chunk of its own, as it was while the desk shared it.
                // Left in the entry chunk, every island chunk that imports lazily (the form's checks)
                // would import the entry and so list the entry's stylesheet as its dependency: the
                // helper would then fetch the stylesheet the page already has inline (decision 146).
                codeSplitting: { groups: [{ name: 'preload-helper', test: /vite\/preload-helper/ }] },
              },
            }),
      },
    },
  };
});
