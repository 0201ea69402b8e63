/**
 * What the desk benchmarks do as clients of a built service: sign in, hold event streams, submit
 * inquiries, and summarise latencies. Shared by bench:realtime (one instance) and bench:events (two).
 */
import http from 'node:http';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `p` in percent (50, 95, 99) of values sorted ascending. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Signs a staff member in and returns the session's `Cookie` header. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .join('; ');
}

export type Stream = { request: http.ClientRequest; onData: (handler: (text: string) => void) => void };

/** One EventSource-like client: resolves once the response headers (200) arrived. */
export function openStream(url: string, cookie: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const handlers: ((text: string) => void)[] = [];
    const request = http.get(`${url}/api/desk/events`, { agent: false, headers: { cookie } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`events: ${response.statusCode}`));
      response.setEncoding('utf8');
      response.on('data', (text: string) => {
        for (const handler of handlers) handler(text);
      });
      resolve({ request, onData: (handler) => handlers.push(handler) });
    });
    request.on('error', reject);
  });
}

/** Submits one inquiry; `answeredAt` is when the service answered 201 (the commit is done). */
export async function submit(url: string): Promise<{ reference: string; answeredAt: number }> {
  const response = await fetch(`${url}/api/inquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Visitor',
      email: 'bench@load-test.example',
      country: 'DE',
      topic: 'quote',
      message: 'Please quote a channel baler for 60 t/day of OCC, delivery to Bremen.',
      consent: true,
      locale: 'en',
    }),
  });
  const answeredAt = performance.now();
  if (response.status !== 201) throw new Error(`inquiry: ${response.status}`);
  const { reference } = (await response.json()) as { reference: string };
  return { reference, answeredAt };
}

/** Opens `count` streams in batches of 200, so the accept queue keeps up; those that fail are left out. */
export async function openStreams(url: string, cookie: string, count: number): Promise<Stream[]> {
  const streams: Stream[] = [];
  for (let index = 0; index < count; index += 200) {
    const batch = Array.from({ length: Math.min(200, count - index) }, () => openStream(url, cookie));
    for (const result of await Promise.allSettled(batch)) {
      if (result.status === 'fulfilled') streams.push(result.value);
    }
  }
  return streams;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Submits `rounds` inquiries to `submitUrl`, one after the other, and times each one's arrival on every
 * stream from the moment the POST was answered (waiting up to 10 s a round). Events are matched by
 * reference; one that arrives before the POST's answer is parked under `early` and counted as 0 ms.
 * Closes the streams after; the latencies come back sorted ascending.
 */
export async function measureArrivals(
  streams: Stream[],
  submitUrl: string,
  rounds: number,
): Promise<{ latencies: number[]; delivered: number }> {
  const arrivals = new Map<string, number[]>();
  for (const stream of streams) {
    stream.onData((text) => {
      const reference = /"reference":"(SD-[^"]+)"/.exec(text)?.[1];
      if (reference) (arrivals.get(reference) ?? arrivals.get('early'))?.push(performance.now());
    });
  }
  const latencies: number[] = [];
  let delivered = 0;
  for (let round = 0; round < rounds; round++) {
    const received: number[] = [];
    arrivals.set('early', received);
    const started = performance.now();
    const { reference, answeredAt } = await submit(submitUrl);
    arrivals.set(reference, received);
    while (received.length < streams.length && performance.now() - started < 10_000) await wait(5);
    for (const at of received) latencies.push(Math.max(0, at - answeredAt));
    delivered += received.length;
    arrivals.clear();
  }
  for (const stream of streams) stream.request.destroy();
  return { latencies: latencies.sort((a, b) => a - b), delivered };
}
