import { type ChildProcess, spawn } from 'node:child_process';
import {
  accessSync,
  chownSync,
  constants,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningProxy } from './proxy';

/** Where Debian's `nginx` package puts the binary (`.ci/run` installs it). */
export const nginxBinary = '/usr/sbin/nginx';

export function isNginxInstalled(): boolean {
  try {
    accessSync(nginxBinary, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export type ProxySite = {
  /** The `listen` parameters: `127.0.0.1:8080` in the tests, `443 ssl` in production. */
  listen: string;
  /** The instances, as `host:port`. */
  upstreams: readonly string[];
  serverName?: string;
  tls?: { certificate: string; key: string };
};

/**
 * The `upstream` and `server` blocks for Sitedesk behind nginx. docs/deploy-proxy.md shows this function's
 * output for two production instances, and the two-instance test runs nginx on it, so what the guide says
 * is what the test proves (a test compares the two).
 */
export function nginxSiteConfig(site: ProxySite): string {
  return [
    'upstream sitedesk {',
    ...site.upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=10s;`),
    '    # Connections to the instances stay open between requests.',
    '    keepalive 16;',
    '}',
    '',
    'server {',
    `    listen ${site.listen};`,
    ...(site.serverName ? [`    server_name ${site.serverName};`] : []),
    ...(site.tls
      ? [`    ssl_certificate ${site.tls.certificate};`, `    ssl_certificate_key ${site.tls.key};`]
      : []),
    '',
    '    # Inquiry attachments (ATTACHMENTS_MAX_TOTAL_BYTES, 25 MiB) and media uploads, with the form around them.',
    '    client_max_body_size 30m;',
    '',
    '    # HTTP/1.1 with an empty Connection header: keep-alive to the instances, and streamed responses.',
    '    proxy_http_version 1.1;',
    '    proxy_set_header Connection "";',
    '    proxy_set_header Host $host;',
    '    # The client address for rate limits: set TRUST_PROXY to the address nginx connects from.',
    '    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '    proxy_set_header X-Forwarded-Proto $scheme;',
    '    # An instance that refuses the connection or is gone: the request goes to the other one.',
    '    proxy_next_upstream error timeout http_502 http_503;',
    '    proxy_connect_timeout 2s;',
    '',
    '    # Resumable uploads of drawings (tus, decision 215): each piece goes on to the instance as it arrives,',
    '    # so a broken connection keeps what came through; the service limits their size (LARGE_FILE_MAX_BYTES).',
    '    location ^~ /api/uploads {',
    '        client_max_body_size 0;',
    '        proxy_request_buffering off;',
    '        proxy_pass http://sitedesk;',
    '    }',
    '',
    "    # The desk's live stream (server-sent events): every byte goes out at once. It carries a heartbeat",
    '    # every REALTIME_HEARTBEAT_SECONDS (at most 25); one silent for three of those comes from a hung',
    '    # instance, and ending it makes the browser reconnect to another.',
    '    location = /api/desk/events {',
    '        proxy_pass http://sitedesk;',
    '        proxy_buffering off;',
    '        proxy_cache off;',
    '        proxy_read_timeout 75s;',
    '    }',
    '',
    '    # Metrics are scraped from each instance on the internal network, never through the public proxy.',
    '    location = /metrics {',
    '        return 404;',
    '    }',
    '',
    '    location / {',
    '        proxy_pass http://sitedesk;',
    '    }',
    '}',
  ].join('\n');
}

/**
 * Test only, never in production: names the instance that answered (`$upstream_addr`; both, comma
 * separated, when the first refused), so a test can tell which instance served what it sees.
 */
export const upstreamHeader = 'x-upstream-address';

/** nobody:nogroup on Debian: nginx never runs as root in the tests, even when the tests do. */
const unprivilegedId = 65534;

const tempPaths = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

/**
 * Runs Debian's nginx as an ordinary process: prefix, configuration, logs, temporary files and pid all in a
 * fresh folder (removed by `stop`), one process (no master), in the foreground. Resolves once it answers
 * on `port`.
 */
export async function startNginx(options: {
  port: number;
  upstreams: readonly string[];
}): Promise<RunningProxy> {
  const directory = mkdtempSync(join(tmpdir(), 'sitedesk-nginx-'));
  const errorLogPath = join(directory, 'error.log');
  let child: ChildProcess | undefined;
  let stderr = '';
  const errorLog = () => `${stderr}${readIfThere(errorLogPath)}`;
  const stop = async () => {
    if (child) await stopProcess(child);
    rmSync(directory, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${options.port}`;

  try {
    const confPath = writeConfig(directory, errorLogPath, options);
    const isRoot = process.getuid?.() === 0;
    if (isRoot) {
      for (const name of ['', ...tempPaths, 'error.log'])
        chownSync(join(directory, name), unprivilegedId, unprivilegedId);
    }
    const pid = join(directory, 'nginx.pid');
    child = spawn(
      nginxBinary,
      ['-p', directory, '-e', errorLogPath, '-c', confPath, '-g', `daemon off; pid ${pid};`],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
        ...(isRoot ? { uid: unprivilegedId, gid: unprivilegedId } : {}),
      },
    );
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      stderr += chunk;
    });
    await untilListening(child, `${origin}/api/health`, errorLog);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    kind: 'nginx',
    origin,
    servedBy: (response) => response.headers.get(upstreamHeader)?.split(',').at(-1)?.trim(),
    errorLog,
    stop,
  };
}

/** nginx.conf around `nginxSiteConfig`, with every path inside `directory`; returns its path. */
function writeConfig(
  directory: string,
  errorLogPath: string,
  options: { port: number; upstreams: readonly string[] },
): string {
  for (const name of tempPaths) mkdirSync(join(directory, name));
  writeFileSync(errorLogPath, '');
  const site = nginxSiteConfig({ listen: `127.0.0.1:${options.port}`, upstreams: options.upstreams });
  const conf = [
    'master_process off;',
    `error_log ${errorLogPath} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    `    access_log ${join(directory, 'access.log')};`,
    ...tempPaths.map((name) => `    ${name}_temp_path ${join(directory, name)};`),
    `    add_header ${upstreamHeader} $upstream_addr always;`,
    site.replace(/^/gm, '    '),
    '}',
    '',
  ].join('\n');
  const confPath = join(directory, 'nginx.conf');
  writeFileSync(confPath, conf);
  return confPath;
}

/** Asks until nginx answers (any status: it is up once it answers), or fails when it exits. */
async function untilListening(child: ChildProcess, url: string, errorLog: () => string): Promise<void> {
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (let attempt = 0; attempt < 200; attempt++) {
    if (exited) throw new Error(`nginx exited at start:\n${errorLog()}`);
    try {
      await (await fetch(url)).arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`nginx did not answer on ${url}:\n${errorLog()}`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // One process without a master: SIGKILL leaves nothing behind, and nothing of nginx's needs saving.
  child.kill('SIGKILL');
  await exited;
}

function readIfThere(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
