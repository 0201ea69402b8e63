import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './support/server';

/**
 * The build's structure behind decision 150: the public pages' islands run on Preact, the desk on React.
 * Guards against one Rollup build sharing React DOM (65 KB compressed) between the site and the desk
 * again, which would put it back on every page with an island.
 */
type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const distDir = join(repoRoot, 'apps/web/dist');

function readManifest(name: string): Manifest {
  const path = join(distDir, name);
  if (!existsSync(path)) throw new Error(`run \`npm run build\` first (missing: ${path})`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** Every script an entry loads, at once or later (islands, checks, numbering plans). */
function scriptsOf(manifest: Manifest, entry: string): Set<string> {
  const files = new Set<string>();
  const pending = [entry];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const key = pending.pop() ?? '';
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest`);
    files.add(chunk.file);
    pending.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []));
  }
  return files;
}

/** A string only React DOM's client writes: the property it marks its root container with. */
const reactDomMark = '__reactContainer$';

function containsReactDom(file: string): boolean {
  return readFileSync(join(distDir, 'client', file), 'utf8').includes(reactDomMark);
}

describe('the public site and the desk are separate client builds (decision 150)', () => {
  const site = scriptsOf(readManifest('client-manifest.json'), 'index.html');
  const desk = scriptsOf(readManifest('desk-manifest.json'), 'desk.html');

  it('gives the public pages no script with React DOM in it, and the desk its React', () => {
    expect([...site].filter(containsReactDom)).toEqual([]);
    expect([...desk].some(containsReactDom)).toBe(true);
  });

  it('shares no script between the public pages and the desk', () => {
    expect([...site].filter((file) => desk.has(file))).toEqual([]);
  });

  it('has every public page load the site entry and nothing of the desk', () => {
    const siteEntry = readManifest('client-manifest.json')['index.html']?.file;
    for (const page of ['en/home.html', 'en/contact.html', 'de/contact.html', 'ar/home.html']) {
      const html = readFileSync(join(distDir, 'pages', page), 'utf8');
      const scripts = [...html.matchAll(/<script[^>]*src="\/([^"]+)"/g)].map((match) => match[1]);
      expect(scripts, page).toEqual([siteEntry]);
    }
  });
});
