import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  constants,
  fchownSync,
  fstatSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

/**
 * Password authentication for the embedded PostgreSQL (decision 141). The superuser's password is random,
 * kept next to the data folder (`DATA_DIR/postgres.password`, mode 0600, the service's own user) where the
 * server's account cannot read or replace it, and `pg_hba.conf` allows only `scram-sha-256` on the socket.
 * It is set in single-user mode, which opens no socket: no moment exists in which the server accepts anyone.
 */

type Account = { uid: number; gid: number } | undefined;

export type SecureServerOptions = {
  folder: string;
  postgresBinary: string;
  account: Account;
  superuser: string;
  /** Where the password is kept; undefined keeps it in memory only (the tests' throwaway servers). */
  passwordFile: string | undefined;
  /** Just made by initdb: its `trust` never served anyone, so there is nothing to tell. */
  isNew: boolean;
  notice: (message: string) => void;
};

/** The password file of a data folder: beside it in DATA_DIR, not inside the server account's folder. */
export const passwordFileOf = (folder: string): string => `${folder}.password`;

/**
 * Returns the superuser's password, first making the folder use it when it does not yet (a new folder, a
 * folder of an earlier release with `trust`, a lost password file, a folder restored or converted under
 * another name). Every step can be repeated: a start killed half-way redoes what is missing.
 */
export function secureServer(options: SecureServerOptions): string {
  const { folder, passwordFile, notice } = options;
  const kept = passwordFile === undefined ? undefined : readPassword(passwordFile, notice);
  const password = kept ?? randomBytes(32).toString('base64url');
  // Written before the server learns it: a start killed after this line finds it and sets it again.
  if (kept === undefined && passwordFile !== undefined) writePassword(passwordFile, password);
  const hbaFile = join(folder, 'pg_hba.conf');
  const marker = `# sitedesk-auth ${fingerprint(password)}`;
  const hba = readFileIfAny(hbaFile);
  if (hba?.split('\n').includes(marker)) return password;
  setPassword(options, password);
  replaceFile(hbaFile, hbaContents(marker, options.superuser, passwordFile), options.account);
  if (!options.isNew && hba !== undefined && /^\s*local\s+.*\btrust\b/m.test(hba)) {
    notice(`${folder}: the embedded database now requires a password on its socket (decision 141)`);
  }
  return password;
}

/** Only the superuser, only over the socket (nothing listens on TCP), only with the password. */
function hbaContents(marker: string, superuser: string, passwordFile: string | undefined): string {
  return [
    '# Written by Sitedesk at every start where it differs (decision 141); changes here are replaced.',
    `# The password is in ${passwordFile ?? "the service's memory"}.`,
    marker,
    `local all ${superuser} scram-sha-256`,
    '',
  ].join('\n');
}

/** The pg_hba.conf line names the password it was written for; a hash of 256 random bits reveals nothing. */
/**
 * What PostgreSQL's processes get of the environment: not the service's, whose SMTP, S3 and auth secrets
 * PostgreSQL's account (`nobody` under root) could read in `/proc/{pid}/environ`.
 */
export function serverEnvironment(): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C', LC_ALL: 'C' };
}

function fingerprint(password: string): string {
  return createHash('sha256').update(password).digest('hex');
}

/** Single-user mode: the server's own process, reading SQL from stdin, with no socket open. */
function setPassword(options: SecureServerOptions, password: string): void {
  const { folder, account } = options;
  const result = spawnSync(
    options.postgresBinary,
    [
      '--single',
      '-D',
      folder,
      '-c',
      'io_method=sync',
      '-c',
      'shared_buffers=16MB',
      '-c',
      'password_encryption=scram-sha-256',
      'postgres',
    ],
    {
      cwd: folder,
      env: serverEnvironment(),
      input: `ALTER ROLE ${options.superuser} WITH PASSWORD '${password}';\n`,
      encoding: 'utf8',
      stdio: ['pipe', 'ignore', 'pipe'],
      ...(account ? { uid: account.uid, gid: account.gid } : {}),
    },
  );
  // Single-user mode exits with 0 after a failed statement too; its error is on stderr.
  if (result.error || result.status !== 0 || /\b(ERROR|FATAL):/.test(result.stderr)) {
    // Single-user mode echoes a failed statement, password included: it never reaches a log.
    const reason = (result.error?.message ?? result.stderr.trim()).replaceAll(password, '***');
    throw new Error(`The embedded PostgreSQL could not set its password:\n${reason}`);
  }
}

/**
 * A password file counts only if it is a regular file of this process's user that no one else can read:
 * a symlink or a file someone else put there is ignored (and replaced), never followed or trusted.
 */
function readPassword(file: string, notice: (message: string) => void): string | undefined {
  let descriptor: number;
  try {
    descriptor = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      notice(`${file}: not a usable password file (${(error as Error).message}); writing a new password`);
    }
    return undefined;
  }
  try {
    const stat = fstatSync(descriptor);
    const uid = typeof process.getuid === 'function' ? process.getuid() : stat.uid;
    if (!stat.isFile() || stat.uid !== uid || (stat.mode & 0o077) !== 0) {
      notice(`${file}: not this user's private file; writing a new password`);
      return undefined;
    }
    const password = readFileSync(descriptor, 'utf8').trim();
    return /^[A-Za-z0-9_-]{32,}$/.test(password) ? password : undefined;
  } finally {
    closeSync(descriptor);
  }
}

function writePassword(file: string, password: string): void {
  replaceFile(file, `${password}\n`, undefined);
}

/**
 * Atomic replacement: a new file under a fresh name (`wx` refuses to follow a planted symlink), then a
 * rename, which replaces a symlink itself rather than what it points to. `account` gets the file.
 */
function replaceFile(path: string, contents: string, account: Account): void {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  // Everything through the descriptor: by name, PostgreSQL's account (which owns the folder) could swap the
  // new file for a symlink between the write and a chown, and have root hand it any file on the machine.
  const descriptor = openSync(
    temporary,
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
    0o600,
  );
  try {
    writeSync(descriptor, contents);
    if (account) fchownSync(descriptor, account.uid, account.gid);
    fsyncSync(descriptor);
    closeSync(descriptor);
    renameSync(temporary, path);
  } catch (error) {
    try {
      closeSync(descriptor);
    } catch {
      // Already closed before the rename failed.
    }
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** Not through a symlink: PostgreSQL's account could point one at a file root would then read. */
function readFileIfAny(path: string): string | undefined {
  let descriptor: number;
  try {
    descriptor = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
  try {
    return fstatSync(descriptor).isFile() ? readFileSync(descriptor, 'utf8') : undefined;
  } finally {
    closeSync(descriptor);
  }
}
