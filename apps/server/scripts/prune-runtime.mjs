// Copies, out of a production install (`npm ci --omit=dev`), only what the built service loads from
// node_modules: the packages in `runtime-packages.mjs` and everything they depend on, resolved as Node
// resolves them, without type declarations, source maps and read-me files (decision 190). The container
// image's runtime stage takes this folder and nothing else of the install.
//
//   node apps/server/scripts/prune-runtime.mjs <install folder> <output folder>
import { cpSync, existsSync, lstatSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { runtimePackages } from './runtime-packages.mjs';

const [installRoot, outputRoot] = process.argv.slice(2).map((path) => resolve(path));
if (!installRoot || !outputRoot) {
  console.error('Usage: node prune-runtime.mjs <install folder> <output folder>');
  process.exit(2);
}

/** The folder of package `name` as Node finds it from `from`: the nearest node_modules up to the install's root. */
function packageFolder(name, from) {
  for (let folder = from; ; folder = dirname(folder)) {
    const candidate = join(folder, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (folder === installRoot || folder === dirname(folder)) return undefined;
  }
}

const kept = new Set();
// The service (apps/server/dist) and the web build's server renderer (apps/web/dist/server) import them.
const pending = runtimePackages.flatMap((name) =>
  ['apps/server', 'apps/web'].map((workspace) => ({
    name,
    from: join(installRoot, workspace),
    required: true,
  })),
);
while (pending.length > 0) {
  const { name, from, required } = pending.pop();
  const folder = packageFolder(name, from);
  if (!folder) {
    // Optional dependencies for other platforms (sharp's and PostgreSQL's binaries) are not installed.
    if (required) throw new Error(`${name} is not installed in ${installRoot}: run npm ci --omit=dev first.`);
    continue;
  }
  if (kept.has(folder)) continue;
  kept.add(folder);
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  for (const dependency of Object.keys(manifest.dependencies ?? {}))
    pending.push({ name: dependency, from: folder, required: true });
  for (const dependency of Object.keys({ ...manifest.optionalDependencies, ...manifest.peerDependencies }))
    pending.push({ name: dependency, from: folder, required: false });
}

/** Files no code loads: type declarations, source maps, documentation. */
const isUnusedFile = (path) => /\.(d\.[cm]?ts|map|md|markdown)$/i.test(path) && !/licen[cs]e/i.test(path);
/**
 * Of the CJK font packages (about 80 MB each), the PDF renderer reads the weights 400 and 700 as WOFF2
 * and `unicode.json` (decision 239): the other weights, the WOFF files and the style sheets stay out, and
 * so does each weight's whole-script file (`-japanese-`, `-chinese-simplified-`, 1 MB each), which
 * `unicode.json` does not name: the renderer reads the numbered slices instead.
 */
const isUnusedFontFile = (path) =>
  /[/\\]@fontsource[/\\][^/\\]+[/\\]/.test(path) &&
  /\.(woff2?|css|scss)$/.test(path) &&
  (!/-(400|700)-normal\.woff2$/.test(path) ||
    /-(japanese|chinese-[a-z]+|korean)-\d+-normal\.woff2$/.test(path));
/** Of Swagger UI, `/api/docs` serves the bundle and the style sheet (features/api-docs/routes.ts). */
const isUnusedSwaggerFile = (path) =>
  /[/\\]swagger-ui-dist[/\\]/.test(path) &&
  /\.(js|css|html|png)$/.test(path) &&
  !/[/\\](swagger-ui-bundle\.js|swagger-ui\.css)$/.test(path);
const isUnused = (path) => isUnusedFile(path) || isUnusedFontFile(path) || isUnusedSwaggerFile(path);

let bytes = 0;
for (const folder of kept) {
  cpSync(folder, join(outputRoot, relative(installRoot, folder)), {
    recursive: true,
    verbatimSymlinks: true,
    // A kept package's own nested node_modules holds its dependencies, which are kept (or not) on their own.
    filter: (source) => {
      if (source !== folder && relative(folder, source).split('/').includes('node_modules')) return false;
      if (isUnused(source)) return false;
      const stats = lstatSync(source, { throwIfNoEntry: false });
      if (stats?.isFile()) bytes += stats.size;
      return true;
    },
  });
}
// The nearest package.json says "type": "module" for the built files.
for (const manifest of ['package.json', 'apps/server/package.json', 'apps/web/package.json'])
  cpSync(join(installRoot, manifest), join(outputRoot, manifest));
console.log(`Kept ${kept.size} packages, ${(bytes / 1e6).toFixed(0)} MB, for the runtime.`);
