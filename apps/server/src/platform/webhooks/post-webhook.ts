import http from 'node:http';
import https from 'node:https';
import type { CheckedTarget } from './target-address';

export type WebhookRequest = {
  url: URL;
  /** The address `checkTarget` approved: the connection goes there and nowhere else. */
  target: CheckedTarget;
  headers: Record<string, string>;
  body: string;
  /** From the start to the end of the response (connect, TLS, request, answer): beyond it the try failed. */
  timeoutMs: number;
  /** At most this much of the answer is read; the rest is dropped with the connection. */
  maxResponseBytes: number;
};

export type WebhookResponse =
  | {
      kind: 'response';
      status: number;
      /** `Retry-After` in seconds, when the receiver sent one that can be read. */
      retryAfterSeconds: number | undefined;
      /** The start of the answer's body, as text without NUL (PostgreSQL text cannot hold it). */
      excerpt: string;
      durationMs: number;
    }
  | { kind: 'no_response'; error: 'timeout' | 'connection_failed'; durationMs: number };

/**
 * POSTs one signed webhook to the address already checked, with node's own HTTP client: its `lookup` is
 * pinned to that address, so DNS is not asked again between the check and the connection (a rebinding
 * name cannot swap in 127.0.0.1), while TLS still checks the certificate against the URL's host name.
 * Redirects are not followed (a 3xx is simply not a 2xx), and no keep-alive agent holds connections.
 */
export function postWebhook(request: WebhookRequest): Promise<WebhookResponse> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const { url, target } = request;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let isSettled = false;
    const settle = (result: WebhookResponse) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const outgoing = client.request(
      {
        method: 'POST',
        hostname: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port === '' ? undefined : Number(url.port),
        path: `${url.pathname}${url.search}`,
        headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
        agent: false,
        lookup: pinnedLookup(target),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () =>
          settle({
            kind: 'response',
            status: response.statusCode ?? 0,
            retryAfterSeconds: parseRetryAfter(response.headers['retry-after']),
            excerpt: Buffer.concat(chunks).toString('utf8').replaceAll('\u0000', ''),
            durationMs: elapsed(),
          });
        response.on('data', (chunk: Buffer) => {
          const room = request.maxResponseBytes - size;
          if (room > 0) chunks.push(chunk.subarray(0, room));
          size += chunk.length;
          if (size >= request.maxResponseBytes) {
            done();
            response.destroy();
          }
        });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      settle({ kind: 'no_response', error: 'timeout', durationMs: elapsed() });
      outgoing.destroy();
    }, request.timeoutMs);
    outgoing.on('error', () =>
      settle({ kind: 'no_response', error: 'connection_failed', durationMs: elapsed() }),
    );
    outgoing.end(request.body);
  });
}

type LookupFunction = NonNullable<http.RequestOptions['lookup']>;

/** A `lookup` that answers with the checked address whatever it is asked (node asks with `all` since v20). */
function pinnedLookup(target: CheckedTarget): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  }) as LookupFunction;
}

/** `Retry-After: 120` or an HTTP date; anything else (or a time past) is no hint. */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (/^\d{1,10}$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at) || at <= now) return undefined;
  return Math.ceil((at - now) / 1000);
}
