import { defineConfig } from 'vite';
import { sharedConfig } from './vite.config';

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
      manifest: '.vite/desk-manifest.json',
      rollupOptions: { ...shared.build?.rollupOptions, input: { desk: 'desk.html' } },
    },
  };
});
