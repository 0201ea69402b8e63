import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import { createProxyServer } from 'http-proxy-3';
import { upstreamHeader } from './nginx';
import type { RunningProxy } from './proxy';

/** Errors that mean the instance never got the request: passing it to the other one is safe. */
const notConnected = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);

/** How long an instance that refused a connection is left out (nginx: `max_fails=1 fail_timeout=10s`). */
const failTimeoutMs = 10_000;

/**
 * A stand-in for nginx on machines without it (a fresh clone with only Node and npm): http-proxy-3 passing
 * each request to the instances in turn, with what the two-instance test relies on from
 * `nginxSiteConfig`: round robin, an instance that refuses connections left out for a while and the
 * request passed to the other, responses streamed as they come (the desk's server-sent events), WebSocket
 * upgrades, X-Forwarded-For for TRUST_PROXY, `/metrics` not passed, and `x-upstream-address` naming every
 * instance tried, as nginx's `$upstream_addr` does. It proves the instances work together, not the nginx
 * configuration: `.ci/run` installs nginx so CI tests that.
 */
export async function startNodeBalancer(options: {
  port: number;
  upstreams: readonly string[];
}): Promise<RunningProxy> {
  const log: string[] = [];
  const note = (line: string) => {
    log.push(line);
    if (log.length > 200) log.shift();
  };
  // `agent: false`: a new connection per request, so a killed instance shows as a refused connection.
  const proxy = createProxyServer({ xfwd: true, agent: false });
  const failedUntil = new Map<string, number>();
  let turn = 0;

  /** The instances in the order to try them: the next in turn first, those left out last. */
  const order = (): string[] => {
    const start = turn++ % options.upstreams.length;
    const rotated = [...options.upstreams.slice(start), ...options.upstreams.slice(0, start)];
    const now = Date.now();
    const isUp = (address: string) => (failedUntil.get(address) ?? 0) <= now;
    return [...rotated.filter(isUp), ...rotated.filter((address) => !isUp(address))];
  };

  const passOn = (
    req: IncomingMessage,
    res: ServerResponse,
    body: Buffer,
    left: string[],
    tried: string[],
  ) => {
    const address = left.shift();
    if (!address) {
      res.writeHead(502, { [upstreamHeader]: tried.join(', ') }).end('No instance answered.\n');
      return;
    }
    tried.push(address);
    proxy.web(
      req,
      res,
      { target: `http://${address}`, buffer: Readable.from(body.length > 0 ? [body] : []) },
      (error) => {
        const code = (error as NodeJS.ErrnoException).code ?? String(error);
        note(`${req.method} ${req.url?.split('?')[0]} to ${address}: ${code}`);
        if (notConnected.has(code) && !res.headersSent) {
          failedUntil.set(address, Date.now() + failTimeoutMs);
          passOn(req, res, body, left, tried);
        } else if (!res.headersSent) {
          res.writeHead(502, { [upstreamHeader]: tried.join(', ') }).end('The instance failed.\n');
        } else {
          res.destroy();
        }
      },
    );
  };

  proxy.on('proxyRes', (proxyRes, req, res) => {
    proxyRes.headers[upstreamHeader] = (req as IncomingMessage & { tried?: string[] }).tried?.join(', ');
    // An instance that dies mid-response (a killed one's desk stream) breaks the visitor's connection too,
    // as nginx does, so that the browser reconnects; piping alone would leave it open and silent.
    proxyRes.on('close', () => {
      if (!proxyRes.complete) res.destroy();
    });
  });

  const server = createServer((req, res) => {
    if (req.url === '/metrics' || req.url?.startsWith('/metrics?')) {
      res.writeHead(404).end();
      return;
    }
    // The whole body first (as nginx buffers it), so that it can be sent again to the other instance.
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const tried: string[] = [];
      (req as IncomingMessage & { tried?: string[] }).tried = tried;
      passOn(req, res, Buffer.concat(chunks), order(), tried);
    });
  });
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const [address] = order();
    proxy.ws(req, socket, head, { target: `http://${address}` }, (error) => {
      note(`upgrade ${req.url?.split('?')[0]} to ${address}: ${String(error)}`);
      socket.destroy();
    });
  });
  // Streams stay open as long as the instance keeps them (nginx: proxy_read_timeout above the heartbeat).
  server.requestTimeout = 0;
  server.headersTimeout = 10_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return {
    kind: 'a Node balancer (http-proxy-3)',
    origin: `http://127.0.0.1:${options.port}`,
    servedBy: (response) => response.headers.get(upstreamHeader)?.split(',').at(-1)?.trim(),
    errorLog: () => log.join('\n'),
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      proxy.close();
    },
  };
}
