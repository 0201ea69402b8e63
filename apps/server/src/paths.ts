import { fileURLToPath } from 'node:url';

/**
 * Where the service finds what the rest of the repository built. This file sits one level below
 * `apps/server` both as source (`src/`) and bundled (`dist/main.js`), so the same relative paths hold.
 */
const repositoryRoot = new URL('../../../', import.meta.url);

export const paths = {
  migrations: fileURLToPath(new URL('packages/db/migrations', repositoryRoot)),
  webClient: fileURLToPath(new URL('apps/web/dist/client', repositoryRoot)),
  webPages: fileURLToPath(new URL('apps/web/dist/pages', repositoryRoot)),
  /** The web build's server-side renderer and page template, for rendering what editors publish. */
  webServerEntry: fileURLToPath(new URL('apps/web/dist/server/entry-server.js', repositoryRoot)),
  /** The built-in pictures' encoded files, seeded into the media library (`scripts/builtin-media/render.ts`). */
  builtinMedia: fileURLToPath(new URL('apps/server/builtin-media', repositoryRoot)),
  webPageTemplate: fileURLToPath(new URL('apps/web/dist/page-template.html', repositoryRoot)),
};
