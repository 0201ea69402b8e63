/**
 * The HTTP load the API benchmarks put on the service (`bench:api`, `bench:footprint`, `bench:scale`): autocannon on one
 * endpoint, and the valid inquiry both post. BENCH_SECONDS (default 10) sets each measurement's length,
 * BENCH_CONNECTIONS (default 10) its concurrency.
 */
import autocannon, { type Result } from 'autocannon';

export const loadSeconds = Number(process.env.BENCH_SECONDS ?? 10);
export const loadConnections = Number(process.env.BENCH_CONNECTIONS ?? 10);

export const benchInquiry = JSON.stringify({
  name: 'Bench Visitor',
  company: 'Load Test GmbH',
  email: 'bench@load-test.example',
  phone: '0151 23456789',
  phoneCountry: 'DE',
  country: 'DE',
  topic: 'quote',
  message: 'Please quote a channel baler for 60 t/day of OCC, delivery to Bremen.',
  consent: true,
  locale: 'en',
});

export type Throughput = { rps: number; p50: number; p99: number; non2xx: number; errors: number };

/** Requests per second and latency of `url` under `connections` clients for `duration` seconds. */
export function measureThroughput(
  url: string,
  options: { method?: 'POST'; body?: string | Buffer; contentType?: string; acceptEncoding?: string } = {},
  duration = loadSeconds,
): Promise<Throughput> {
  return new Promise<Throughput>((resolve, reject) => {
    autocannon(
      {
        url,
        connections: loadConnections,
        duration,
        method: options.method ?? 'GET',
        headers: {
          ...(options.body ? { 'content-type': options.contentType ?? 'application/json' } : {}),
          ...(options.acceptEncoding ? { 'accept-encoding': options.acceptEncoding } : {}),
        },
        ...(options.body ? { body: options.body } : {}),
      },
      (error: Error | null, result: Result) => {
        if (error) return reject(error);
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors,
        });
      },
    );
  });
}

/** `GET /api/health`, then `POST /api/inquiries` with the bench inquiry, each for `duration` seconds. */
export async function measureHealthAndInquiries(
  origin: string,
  duration = loadSeconds,
): Promise<{ health: Throughput; inquiries: Throughput }> {
  const health = await measureThroughput(`${origin}/api/health`, {}, duration);
  const inquiries = await measureThroughput(
    `${origin}/api/inquiries`,
    { method: 'POST', body: benchInquiry },
    duration,
  );
  return { health, inquiries };
}
