import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  copyParts,
  instructionsOfStage,
  parseDockerfile,
  type Stage,
} from '../apps/server/src/testing/dockerfile';
import { type RunningServer, repoRoot, startServer } from './support/server';

const run = promisify(execFile);

/**
 * The image's production install without a Docker engine (decision 112): the Dockerfile's own
 * `production-dependencies` stage (its COPY lines and its `npm ci --omit=dev`) is repeated in an empty
 * folder, the runtime stage's build output is copied in beside it, and the service starts from there.
 * `--prefer-offline` takes packages from npm's cache (filled by the CI's `npm ci`), so it costs ~20 s.
 */
const dockerfile = parseDockerfile(readFileSync(join(repoRoot, 'Dockerfile'), 'utf8'));
const installInstructions = instructionsOfStage(dockerfile.stages, 'production-dependencies');
const runtimeStage = dockerfile.stages.at(-1) as Stage;

let installRoot: string;
let server: RunningServer | undefined;

function copyInto(root: string, source: string, destination: string): void {
  const target = destination.endsWith('/')
    ? join(root, destination, source.split('/').at(-1) ?? '')
    : join(root, destination);
  mkdirSync(dirname(target), { recursive: true });
  cpSync(join(repoRoot, source), target, { recursive: true });
}

beforeAll(async () => {
  installRoot = mkdtempSync(join(tmpdir(), 'sitedesk-production-'));
  for (const { keyword, args } of installInstructions) {
    if (keyword === 'COPY') {
      const { sources, destination } = copyParts(args);
      for (const source of sources) copyInto(installRoot, source, destination);
    } else if (keyword === 'RUN') {
      const install = args.split('&&').find((command) => command.trim().startsWith('npm ci'));
      if (!install) continue;
      const [, ...npmArgs] = install.trim().split(/\s+/);
      await run('npm', [...npmArgs, '--prefer-offline'], { cwd: installRoot });
    }
  }
  for (const { keyword, args } of runtimeStage.instructions) {
    const copy = keyword === 'COPY' ? copyParts(args) : undefined;
    if (copy?.from !== 'build') continue;
    for (const source of copy.sources)
      copyInto(installRoot, source.replace(/^\/app\//, ''), copy.destination);
  }
  server = await startServer({ NODE_ENV: 'production' }, { root: installRoot });
}, 240_000);

afterAll(async () => {
  await server?.stop();
  rmSync(installRoot, { recursive: true, force: true });
});

describe('the production install (what the container image holds)', () => {
  // Optional peer dependencies of production packages (better-auth → vitest, vite, drizzle-kit; tsx) stay: npm
  // marks them `devOptional` because the root's dev dependencies satisfy them (decision 112).
  it('holds none of the development tools', () => {
    const installed = (name: string) => {
      try {
        readFileSync(join(installRoot, 'node_modules', name, 'package.json'));
        return true;
      } catch {
        return false;
      }
    };
    const tools = [
      'typescript',
      '@biomejs/biome',
      'playwright-core',
      'lighthouse',
      'autocannon',
      'fast-check',
    ];
    for (const tool of tools) {
      expect(installed(tool), tool).toBe(false);
    }
    expect(installed('hono')).toBe(true);
  });

  it('serves the site, the API and the desk', async () => {
    const url = server?.url ?? '';
    const page = await fetch(`${url}/en`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="en"');
    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
    const desk = await fetch(`${url}/desk`);
    expect(desk.status).toBe(200);
    expect(desk.headers.get('content-type')).toContain('text/html');
  });
});
