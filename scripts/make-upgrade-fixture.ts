// `node --import tsx scripts/make-upgrade-fixture.ts [<release tag>]` (default v0.1.0): makes the fixture the
// upgrade test (e2e/upgrade.test.ts) starts the current code on, with the released code itself.
//
// The release is checked out into a temporary git worktree, installed (its node_modules copied from here when
// its lockfile is the same, `npm ci` otherwise) and built. It then runs twice, once on the embedded database
// and once on a throwaway PostgreSQL (scripts/throwaway-postgres.sh), and each time an owner is created with
// its `user:create`, an inquiry with a PDF attachment is sent and an edit of the About section is published.
// What stays, kept small:
//   embedded/backup/          the release's own `npm run backup` of its DATA_DIR (service stopped), unpacked:
//                             the database's rows, the stored files and the secret key (a raw PostgreSQL 18
//                             data folder is ~40 MB, and this machine's pg_dump 15 cannot read an 18 server)
//   postgres/database.sql.gz  `pg_dump --inserts` of its PostgreSQL database (plain SQL the test loads with `pg`)
//   postgres/files/           its DATA_DIR beside PostgreSQL: the stored files and the secret key
//   manifest.json             what the test looks for afterwards
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { validInquiryFields } from '../apps/server/src/testing/desk-fixtures';
import { startThrowawayPostgres } from './throwaway-postgres';

const release = process.argv[2] ?? 'v0.1.0';
const repoRoot = join(import.meta.dirname, '..');
const fixtureDir = join(repoRoot, 'e2e/fixtures', `upgrade-from-${release.replace(/^v/, '')}`);

const fixtureOwner = { email: 'owner@upgrade.example', password: 'a passphrase from the last release' };
const publishedTitle = 'Balers built in Bremen since 1962';
const attachment = Buffer.from(
  '%PDF-1.4\n% upgrade fixture: baler drawing rev. 3\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n',
);

const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();

/** `UPGRADE_FIXTURE_TREE` names a worktree of the release already installed and built (kept afterwards). */
const givenTree = process.env.UPGRADE_FIXTURE_TREE;

function installRelease(): string {
  if (givenTree) return givenTree;
  const tree = mkdtempSync(join(tmpdir(), `sitedesk-${release}-`));
  git('worktree', 'add', '--detach', tree, release);
  const sameLockfile =
    git('rev-parse', `${release}:package-lock.json`) === git('rev-parse', 'HEAD:package-lock.json');
  if (sameLockfile) {
    console.log(`${release} has this lockfile: copying node_modules…`);
    for (const folder of ['.', ...['apps', 'packages'].flatMap((parent) => workspaces(parent))]) {
      const from = join(repoRoot, folder, 'node_modules');
      if (existsSync(from))
        cpSync(from, join(tree, folder, 'node_modules'), { recursive: true, verbatimSymlinks: true });
    }
  } else {
    execFileSync('npm', ['ci', '--no-fund', '--no-audit'], { cwd: tree, stdio: 'inherit' });
  }
  console.log(`Building ${release}…`);
  execFileSync('npm', ['run', 'build'], { cwd: tree, stdio: ['ignore', 'ignore', 'inherit'] });
  return tree;
}

function workspaces(parent: string): string[] {
  return execFileSync('ls', [join(repoRoot, parent)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((name) => join(parent, name));
}

type Started = { url: string; child: ChildProcess };

async function startRelease(tree: string, env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: tree,
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', LOG_LEVEL: 'warn', SPAM_CHECKS: 'off', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const match = /ready at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1].replace(/\/$/, ''));
    });
    child.once('exit', (code) => reject(new Error(`${release} exited before it was ready (code ${code})`)));
  });
  return { url, child };
}

async function stopRelease({ child }: Started): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function createOwner(tree: string, env: Record<string, string>): void {
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/cli/user-create.ts',
      ...['--email', fixtureOwner.email, '--password', fixtureOwner.password, '--role', 'owner'],
      ...['--name', 'Olga Owner'],
    ],
    { cwd: tree, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: 'inherit' },
  );
}

async function expectOk(response: Response): Promise<unknown> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** What the test checks after the upgrade: the inquiry, its file and the published edit. */
async function makeData(url: string): Promise<{ inquiryId: string; reference: string }> {
  const form = new FormData();
  const fields = {
    ...validInquiryFields,
    message: 'Please quote a horizontal baler; the drawing is attached.',
    consent: 'on',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('attachments', new File([attachment], 'baler-drawing.pdf', { type: 'application/pdf' }));
  const inquiry = (await expectOk(await fetch(`${url}/api/inquiries`, { method: 'POST', body: form }))) as {
    id: string;
    reference: string;
  };

  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: fixtureOwner.email, password: fixtureOwner.password }),
  });
  await expectOk(signIn);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .join('; ');
  const call = async (method: string, path: string, body?: unknown) =>
    expectOk(
      await fetch(`${url}${path}`, {
        method,
        headers: { cookie, origin: url, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    ) as Promise<{
      revision: number;
      draft: Record<string, unknown> | null;
      published: Record<string, unknown>;
    }>;
  const about = await call('GET', '/api/desk/content/en/about');
  const saved = await call('PUT', '/api/desk/content/en/about/draft', {
    revision: about.revision,
    document: { ...(about.draft ?? about.published), title: publishedTitle },
  });
  await call('POST', '/api/desk/content/en/about/publish', { revision: saved.revision });
  return { inquiryId: inquiry.id, reference: inquiry.reference };
}

async function makeEmbedded(tree: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sitedesk-fixture-embedded-'));
  const backupDir = mkdtempSync(join(tmpdir(), 'sitedesk-fixture-backup-'));
  try {
    createOwner(tree, { DATA_DIR: dataDir });
    const started = await startRelease(tree, { DATA_DIR: dataDir, INQUIRY_RATE_LIMIT: '0' });
    const made = await makeData(started.url);
    await stopRelease(started);
    const backupFile = join(backupDir, 'backup.tar');
    execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/backup.ts', backupFile], {
      cwd: tree,
      env: { ...process.env, LOG_LEVEL: 'warn', DATA_DIR: dataDir },
      stdio: 'inherit',
    });
    // Unpacked, so git stores each stored file once: the PostgreSQL run stores the same pictures.
    mkdirSync(join(fixtureDir, 'embedded/backup'), { recursive: true });
    execFileSync('tar', ['-xf', backupFile, '-C', join(fixtureDir, 'embedded/backup')]);
    return made;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(backupDir, { recursive: true, force: true });
  }
}

async function makePostgres(tree: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sitedesk-fixture-postgres-'));
  const server = startThrowawayPostgres();
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: server.url };
    createOwner(tree, env);
    const started = await startRelease(tree, { ...env, INQUIRY_RATE_LIMIT: '0' });
    const made = await makeData(started.url);
    await stopRelease(started);
    const dump = execFileSync(
      'pg_dump',
      ['--inserts', '--no-owner', '--no-privileges', '--no-comments', server.url],
      { maxBuffer: 256 * 1024 * 1024 },
    );
    mkdirSync(join(fixtureDir, 'postgres'), { recursive: true });
    writeFileSync(join(fixtureDir, 'postgres/database.sql.gz'), gzipSync(dump, { level: 9 }));
    cpSync(dataDir, join(fixtureDir, 'postgres/files'), { recursive: true });
    return made;
  } finally {
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const tree = installRelease();
try {
  rmSync(fixtureDir, { recursive: true, force: true });
  mkdirSync(fixtureDir, { recursive: true });
  const embedded = await makeEmbedded(tree);
  const postgres = await makePostgres(tree);
  const migrations = (
    JSON.parse(readFileSync(join(tree, 'packages/db/migrations/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;
  const manifest = {
    release,
    commit: git('rev-parse', `${release}^{commit}`),
    migrations,
    owner: fixtureOwner,
    publishedTitle,
    attachment: {
      fileName: 'baler-drawing.pdf',
      sha256: createHash('sha256').update(attachment).digest('hex'),
    },
    embedded,
    postgres,
  };
  writeFileSync(join(fixtureDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(
    `Wrote ${fixtureDir}: ${execFileSync('du', ['-sh', fixtureDir], { encoding: 'utf8' }).split('\t')[0]}`,
  );
} finally {
  if (!givenTree) git('worktree', 'remove', '--force', tree);
}
