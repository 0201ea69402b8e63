import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { copyParts, parseDockerfile, type Stage } from './testing/dockerfile';

const repositoryRoot = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(fileURLToPath(new URL(path, repositoryRoot)), 'utf8');
const dockerfile = parseDockerfile(read('Dockerfile'));
const runtime = dockerfile.stages.at(-1) as Stage;
const rootPackage = JSON.parse(read('package.json')) as { devDependencies: Record<string, string> };

const instructionsOf = (stage: Stage, keyword: string) =>
  stage.instructions.filter((instruction) => instruction.keyword === keyword).map(({ args }) => args);

/** The rules of decision 112; hadolint would need a binary this repository does not ship. */
describe('the container image (Dockerfile)', () => {
  it('builds in one stage and runs from another that copies only the build output (and the built-in pictures) from it', () => {
    expect(dockerfile.stages.length).toBeGreaterThanOrEqual(2);
    const fromBuild = instructionsOf(runtime, 'COPY')
      .map(copyParts)
      .filter((copy) => copy.from === 'build');
    expect(fromBuild.flatMap((copy) => copy.sources).sort()).toEqual([
      // The built-in pictures' committed renditions, seeded into the media library at start (decision 144).
      '/app/apps/server/builtin-media',
      '/app/apps/server/dist',
      // The quotation PDF's embedded faces, which the bundled worker reads from their source path (decision 218).
      '/app/apps/server/src/features/inquiry/quotes/pdf/fonts',
      '/app/apps/web/dist',
      '/app/packages/db/migrations',
    ]);
  });

  it('installs no dev dependencies for the runtime, and no build tool runs there', () => {
    const installs = dockerfile.stages
      .filter((stage) => stage !== runtime && stage.name !== 'build')
      .flatMap((stage) => instructionsOf(stage, 'RUN'))
      .filter((command) => command.includes('npm ci'));
    expect(installs).toHaveLength(1);
    expect(installs[0]).toContain('--omit=dev');
    const runtimeCommands = instructionsOf(runtime, 'RUN').join('\n');
    expect(runtimeCommands).not.toMatch(/npm (ci|install)|npm run build/);
    for (const tool of Object.keys(rootPackage.devDependencies)) {
      expect(runtimeCommands).not.toContain(tool);
    }
  });

  it('takes only the pruned runtime packages from the production install (decision 190)', () => {
    const install = dockerfile.stages.find((stage) => stage.name === 'production-dependencies') as Stage;
    expect(instructionsOf(install, 'RUN').join(' ')).toMatch(/prune-runtime\.mjs \. \/runtime/);
    const fromInstall = instructionsOf(runtime, 'COPY')
      .map(copyParts)
      .filter((copy) => copy.from === 'production-dependencies');
    expect(fromInstall.flatMap((copy) => copy.sources)).toEqual(['/runtime']);
  });

  it('runs a Node.js LTS line that is still supported, and the source allows Node 20.19 (decision 190)', () => {
    const major = Number(/^NODE_IMAGE=node:(\d+)-bookworm-slim$/.exec(dockerfile.args[0]?.args ?? '')?.[1]);
    // LTS lines are the even ones; 20 ended on 2026-04-30, 22 is in maintenance until 2027-04-30.
    expect(major % 2).toBe(0);
    expect(major).toBeGreaterThanOrEqual(24);
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    expect(engines).toBe('>=20.19');
  });

  it('puts the admin commands on PATH as `sitedesk`, calling the bundled entry', () => {
    expect(instructionsOf(runtime, 'RUN').join(' ')).toContain('exec node /app/apps/server/dist/cli.js');
    expect(instructionsOf(runtime, 'RUN').join(' ')).toContain('/usr/local/bin/sitedesk');
  });

  it('runs as an unprivileged user, keeps its data in a DATA_DIR volume and checks /api/health', () => {
    const user = instructionsOf(runtime, 'USER').at(-1);
    expect(user).toBeDefined();
    expect(['root', '0', '0:0']).not.toContain(user);
    const env = instructionsOf(runtime, 'ENV').join(' ');
    const dataDir = /DATA_DIR=(\S+)/.exec(env)?.[1];
    expect(dataDir).toBeDefined();
    expect(instructionsOf(runtime, 'VOLUME').join(' ')).toContain(`"${dataDir}"`);
    const healthcheck = instructionsOf(runtime, 'HEALTHCHECK').join(' ');
    expect(healthcheck).toContain('/api/health');
    expect(healthcheck).toMatch(/--interval=\S+/);
    expect(instructionsOf(runtime, 'CMD').join(' ')).toContain('apps/server/dist/main.js');
  });

  it('caps glibc at two malloc arenas and fixes its mmap threshold, which keep the service smaller (decisions 149, 158)', () => {
    expect(instructionsOf(runtime, 'ENV').join(' ')).toMatch(/MALLOC_ARENA_MAX=2\b/);
    expect(instructionsOf(runtime, 'ENV').join(' ')).toMatch(/MALLOC_MMAP_THRESHOLD_=131072\b/);
  });

  it('bakes no secret into the image', () => {
    const settings = dockerfile.stages.flatMap((stage) => [
      ...instructionsOf(stage, 'ENV'),
      ...instructionsOf(stage, 'ARG'),
    ]);
    for (const setting of [...settings, ...dockerfile.args.map(({ args }) => args)]) {
      expect(setting).not.toMatch(/SECRET|TOKEN|PASSWORD|API_KEY|DATABASE_URL|ACCESS_KEY/i);
    }
  });

  it('leaves local dependencies, builds, data and .env files out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    // At any depth: a nested .env or data folder (a database and its secret key) must stay out too.
    for (const pattern of ['**/node_modules', '**/dist', '**/data', '**/.env', '**/.env.*', '.git']) {
      expect(ignored).toContain(pattern);
    }
  });
});

describe('the full topology (compose.yaml)', () => {
  const compose = read('compose.yaml');

  it('runs PostgreSQL, an S3-compatible store, two Sitedesk instances and a TLS proxy', () => {
    for (const service of ['postgres:', 'minio:', 'sitedesk-1:', 'sitedesk-2:', 'proxy:']) {
      expect(compose).toContain(`\n  ${service}`);
    }
    expect(compose.match(/read_only: true/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('takes every secret from the environment, never a literal', () => {
    for (const name of ['SECRET_KEY', 'POSTGRES_PASSWORD', 'S3_SECRET_ACCESS_KEY', 'METRICS_TOKEN']) {
      const assignments = compose.match(new RegExp(`${name}: .*`, 'g')) ?? [];
      expect(assignments.length).toBeGreaterThan(0);
      for (const assignment of assignments) expect(assignment).toMatch(/\$\{[A-Z0-9_]+(:?[-?][^}]*)?\}/);
    }
  });
});
