import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import { type EmbeddedServer, embeddedPostgresAccount, startEmbeddedPostgres } from './embedded-postgres';
import { passwordFileOf } from './embedded-postgres-auth';

const isRoot = process.getuid?.() === 0;
const repoRoot = resolve(import.meta.dirname, '../../..');

/** A DATA_DIR for one test (0755, so that other users are kept out by the database folder itself). */
function dataDir(): string {
  const directory = mkdtempSync(join(tmpdir(), 'sitedesk-pgauth-'));
  chmodSync(directory, 0o755);
  onTestFinished(() => rmSync(directory, { recursive: true, force: true }));
  return directory;
}

async function started(folder: string, notices: string[] = []): Promise<EmbeddedServer> {
  const server = await startEmbeddedPostgres(folder, { onNotice: (message) => notices.push(message) });
  onTestFinished(() => server.stop());
  return server;
}

async function notes(connection: pg.ClientConfig): Promise<string[]> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    await client.query('CREATE TABLE IF NOT EXISTS inquiries_kept (note text)');
    return (await client.query<{ note: string }>('SELECT note FROM inquiries_kept ORDER BY note')).rows.map(
      (row) => row.note,
    );
  } finally {
    await client.end();
  }
}

async function keep(connection: pg.ClientConfig, note: string): Promise<void> {
  await notes(connection);
  const client = new pg.Client(connection);
  await client.connect();
  await client.query('INSERT INTO inquiries_kept VALUES ($1)', [note]);
  await client.end();
}

/** What a connection attempt by `user` (another local account) without the password gets: an error code. */
function intruderAttempt(user: string | undefined, socketFolder: string): string {
  const script = `
    const pg = require('pg');
    const client = new pg.Client({ host: ${JSON.stringify(socketFolder)}, port: 5432, user: 'postgres', password: 'a-guess', database: 'postgres' });
    client.connect().then(() => { process.stdout.write('connected'); return client.end(); }, (e) => process.stdout.write(String(e.code ?? e.message)));
  `;
  const command = user
    ? ['runuser', '-u', user, '--', process.execPath, '-e', script]
    : [process.execPath, '-e', script];
  return execFileSync(command[0] as string, command.slice(1), { cwd: repoRoot, encoding: 'utf8' });
}

describe('the embedded database asks for a password on its socket (decision 141)', () => {
  it('keeps a random password in a file only the service can read, and lets no one in without it', async () => {
    const folder = join(dataDir(), 'postgres');
    const server = await started(folder);
    await keep(server.connection, 'an inquiry');

    const file = statSync(passwordFileOf(folder));
    expect(file.mode & 0o777).toBe(0o600);
    expect(file.uid).toBe(process.getuid?.());
    expect(readFileSync(passwordFileOf(folder), 'utf8').trim()).toBe(server.connection.password);
    expect(server.connection.password.length).toBeGreaterThanOrEqual(43);

    // The server's own account (as root: its own system user) reaches the socket, but not without the password.
    expect(intruderAttempt(isRoot ? embeddedPostgresAccount : undefined, folder)).toBe('28P01');
    await expect(notes({ ...server.connection, password: 'guessed' })).rejects.toMatchObject({
      code: '28P01',
    });
    if (isRoot) {
      // Any other local account cannot even reach the socket, and cannot read the password file: `nobody`,
      // which other daemons share, neither (decision 192).
      expect(intruderAttempt('daemon', folder)).toMatch(/EACCES|ENOENT/);
      expect(intruderAttempt('nobody', folder)).toMatch(/EACCES|ENOENT/);
      const account = statSync(folder);
      expect(readFileSync('/etc/passwd', 'utf8')).toContain(`${embeddedPostgresAccount}:x:${account.uid}:`);
      const read = spawnSync('runuser', ['-u', 'nobody', '--', 'cat', passwordFileOf(folder)], {
        encoding: 'utf8',
      });
      expect(read.status).not.toBe(0);
    }
    await server.stop();
    const again = await started(folder);
    expect(again.connection.password).toBe(server.connection.password);
    expect(await notes(again.connection)).toEqual(['an inquiry']);
  });

  it('moves a data folder of an earlier release (trust on the socket) to a password, keeping every row', async () => {
    const folder = join(dataDir(), 'postgres');
    const first = await started(folder);
    await keep(first.connection, 'before the upgrade');
    await first.stop();
    // What earlier releases left: initdb's trust for everyone on the socket, and no password file.
    writeFileSync(join(folder, 'pg_hba.conf'), 'local all all trust\nhost all all 127.0.0.1/32 trust\n');
    rmSync(passwordFileOf(folder));

    const notices: string[] = [];
    const upgraded = await started(folder, notices);
    expect(notices.join('\n')).toContain('now requires a password');
    expect(readFileSync(join(folder, 'pg_hba.conf'), 'utf8')).not.toMatch(/trust/);
    expect(await notes(upgraded.connection)).toEqual(['before the upgrade']);
    await expect(notes({ ...upgraded.connection, password: 'trust-me' })).rejects.toMatchObject({
      code: '28P01',
    });
  });

  it('finishes an upgrade that was killed after writing the new password but before the server knew it', async () => {
    const folder = join(dataDir(), 'postgres');
    const first = await started(folder);
    await keep(first.connection, 'kept through the crash');
    await first.stop();
    writeFileSync(join(folder, 'pg_hba.conf'), 'local all all trust\n');
    const written = 'A-new-password_written-before-the-kill_0123456789';
    writeFileSync(passwordFileOf(folder), `${written}\n`, { mode: 0o600 });

    const resumed = await started(folder);
    expect(resumed.connection.password).toBe(written);
    expect(await notes(resumed.connection)).toEqual(['kept through the crash']);
  });

  it("hands PostgreSQL's processes none of the service's environment (its secrets)", async () => {
    const folder = join(dataDir(), 'postgres');
    process.env.SITEDESK_SECRET_PROBE = 'smtp-password-that-must-stay-here';
    onTestFinished(() => {
      delete process.env.SITEDESK_SECRET_PROBE;
    });
    await started(folder);
    const pid = Number(readFileSync(join(folder, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const environment = readFileSync(`/proc/${pid}/environ`, 'utf8');
    expect(environment).toContain('PATH=');
    expect(environment).not.toContain('SITEDESK_SECRET_PROBE');
  });

  it('follows no symlink planted as the password file, and leaves its target untouched', async () => {
    const directory = dataDir();
    const folder = join(directory, 'postgres');
    const target = join(directory, 'someone-elses-secret');
    const secret = 'S3cret-line-of-another-file_0123456789abcdef';
    writeFileSync(target, `${secret}\n`, { mode: 0o600 });
    symlinkSync(target, passwordFileOf(folder));

    const server = await started(folder);
    expect(server.connection.password).not.toBe(secret);
    expect(readFileSync(target, 'utf8')).toBe(`${secret}\n`);
    expect(await notes(server.connection)).toEqual([]);
  });

  it('runs for a normal user the same way: its own private password file, its rows kept', () => {
    const directory = dataDir();
    const folder = join(directory, 'postgres');
    // On CI the tests run as root: the service then runs as `nobody`, which is a normal user to PostgreSQL.
    if (isRoot) execFileSync('chown', ['nobody', directory]);
    const fixture = join(import.meta.dirname, 'embedded-postgres-auth.fixture.ts');
    const command = [process.execPath, '--import', 'tsx', fixture, folder];
    const output = isRoot
      ? execFileSync('runuser', ['-u', 'nobody', '--', ...command], { cwd: repoRoot, encoding: 'utf8' })
      : execFileSync(command[0] as string, command.slice(1), { cwd: repoRoot, encoding: 'utf8' });
    const seen = JSON.parse(output) as { uid: number; fileUid: number; fileMode: number; notes: string[] };
    expect(seen.fileUid).toBe(seen.uid);
    expect(seen.fileMode).toBe(0o600);
    expect(seen.notes).toEqual(['from a normal user']);
  });
});
