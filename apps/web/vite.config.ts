import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { phoneMetadataPlugin } from './scripts/phone-metadata-plugin';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

export default defineConfig({
  plugins: [react(), tailwindcss(), phoneMetadataPlugin()],
  resolve: {
    alias: {
      // Font files are referenced from CSS by these aliases so only the latin subset we name gets bundled.
      '@font-text': `${packageDir('@fontsource-variable/atkinson-hyperlegible-next')}/files`,
      '@font-display': `${packageDir('@fontsource/barlow-condensed')}/files`,
      // Our own cut of Noto Sans Arabic (scripts/fonts/subset-arabic.ts, decision 148), not the package's file.
      '@font-arabic': fileURLToPath(new URL('./src/assets/fonts', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist/client',
    manifest: true,
    // No polyfill (the CSP allows no inline scripts; every supported browser has native modulepreload) and no
    // runtime preload helper: scripts/prerender.ts writes the <link rel="modulepreload"> hints into each page.
    modulePreload: false,
    assetsInlineLimit: 0,
    // Most components render only at build time, so their images are emitted by the SSR build and copied
    // into the client's assets by scripts/prerender.ts.
    ssrEmitAssets: true,
    rollupOptions: {
      // Two documents: the public pages' template and the staff desk, so public pages never load desk code.
      input: { index: 'index.html', desk: 'desk.html' },
      output: {
        // One numbering plan per calling code (`phone-plan-44-….js`), loaded by the phone field on demand.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.startsWith('\0virtual:phone-metadata/')
            ? 'assets/phone-plan-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
});
