import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { flagPath } from '../src/features/inquiry-form/lib/flag-path.ts';

/**
 * Country flags as small SVG files the site serves itself (`/flags/DE.svg`, decision 198), drawn the same on
 * every system: the regional-indicator emoji they replace is a box or two letters where no emoji font is
 * installed (Windows, many Linux desktops). From `country-flag-icons` (MIT), 3:2, 0.2–5 KB each; the
 * country picker asks for a row's flag only as the row comes near the screen (`loading="lazy"`: the
 * browser also fetches a margin of rows below the visible ones, about a dozen when the list opens).
 */
function flagFiles(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const folder = join(dirname(require.resolve('country-flag-icons/package.json')), '3x2');
  // Every ISO 3166-1 code the package draws (and a few more, such as XK); the pickers ask for theirs.
  const files = readdirSync(folder).filter((name) => /^[A-Z]{2}\.svg$/.test(name));
  return new Map(files.map((name) => [flagPath(name.slice(0, 2)), join(folder, name)]));
}

export function flagFilesPlugin(): Plugin {
  const files = flagFiles();
  return {
    name: 'sitedesk-flag-files',
    // Into dist/client/flags, served like the site's other root files.
    generateBundle() {
      for (const [path, file] of files) {
        this.emitFile({ type: 'asset', fileName: path.slice(1), source: readFileSync(file) });
      }
    },
    // `npm run dev` serves the same addresses from the package.
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = files.get(request.url ?? '');
        if (!file) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(readFileSync(file));
      });
    },
  };
}
