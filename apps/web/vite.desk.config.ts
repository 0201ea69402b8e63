import { defineConfig } from 'vite';
import { sharedConfig } from './vite.config.ts';

/**
 * The staff desk's client build: `desk.html` on real React (Tiptap and react-router need it), written into
 * the same `dist/client` after the public site's build without emptying it (decision 150).
 */
export default defineConfig(() => {
  const shared = sharedConfig();
  return {
    ...shared,
    build: {
      ...shared.build,
      emptyOutDir: false,
      // The desk's main chunk (React, Tiptap, the router: ~1.1 MB, ~320 kB compressed) is loaded by staff
      // only, once, and cached with its hashed name; the public pages never load it (decision 150). Vite's
      // 500 kB warning is for first views of public pages, so the desk's bound is its own: a warning
      // here means the desk grew by a third, which deserves a look.
      chunkSizeWarningLimit: 1500,
      manifest: '.vite/desk-manifest.json',
      rollupOptions: { ...shared.build?.rollupOptions, input: { desk: 'desk.html' } },
    },
  };
});
