/**
 * What the content benchmarks do as an editor's client of a built service (`bench:content`, its site-at-size
 * part, `bench:pages`): call the desk API, wait until the site serves a change, and summarise the timings.
 */

/** One desk API call as the signed-in editor (`cookie`); anything but a 2xx ends the benchmark. */
export async function deskApi<T>(
  origin: string,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { cookie, origin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Polls without pause: the figure is the time until the first response that has the text. */
export async function untilServed(origin: string, path: string, text: string): Promise<void> {
  for (;;) {
    const html = await (await fetch(`${origin}${path}`)).text();
    if (html.includes(text)) return;
  }
}

/** The value below which `share` (0.5, 0.95) of the values sorted ascending lie. */
export const shareOf = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;

export type Timings = { median: number; p95: number; max: number };

export function summarize(values: number[]): Timings {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: shareOf(sorted, 0.5), p95: shareOf(sorted, 0.95), max: sorted.at(-1) ?? 0 };
}
