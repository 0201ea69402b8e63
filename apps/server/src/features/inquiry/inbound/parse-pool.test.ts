import { describe, expect, it } from 'vitest';
import { createParsePool } from './parse-pool';

const limits = { maxTextChars: 256 * 1024, maxHtmlChars: 256 * 1024 };

function htmlMail(html: string): Buffer {
  return Buffer.from(
    `From: jana@recyklace.example\r\nTo: reply@veltrum.example\r\nSubject: Re\r\nContent-Type: text/html\r\n\r\n${html}`,
  );
}

describe('the inbound parse pool', () => {
  // Regression (probe, HIGH): `<br` repeated made textOfHtml's regex rescan the rest of the input from each
  // one: 1 MB of it took minutes, far past the time limit, and blocked whichever thread ran it.
  it('turns 1 MB of unclosed <br into text within the time limit', async () => {
    const pool = createParsePool({
      workers: 1,
      timeoutMs: 10_000,
      limits,
      entry: new URL('../../../testing/text-of-html-worker.ts', import.meta.url),
    });
    try {
      const message = await pool.parse(Buffer.from(`Hello<br>${'<br'.repeat(350_000)}`), { recipients: [] });
      expect(message?.text).toBe('Hello');
    } finally {
      await pool.close();
    }
  });

  // Regression (probe, HIGH): htmlparser2 keeps open elements with Array.unshift, so 1 MB of nested unclosed
  // tags cost over a minute in the sanitiser; the HTML is now cut to 20 000 tags before it is sanitised.
  it('reads an HTML-only message of 1 MB of nested unclosed tags within the time limit, kept as original', async () => {
    const pool = createParsePool({
      workers: 1,
      timeoutMs: 10_000,
      limits: { maxTextChars: 1024 * 1024, maxHtmlChars: 1024 * 1024 },
    });
    try {
      const message = await pool.parse(htmlMail(`Hello${'<div><p>'.repeat(131_072)}`), { recipients: [] });
      expect(message?.text).toBe('Hello');
      expect(message?.html).not.toContain('<p><p>');
      expect(message?.keepOriginal).toBe(true);
    } finally {
      await pool.close();
    }
  });

  it('gives up on a parse that never ends, or a worker that crashes: unparseable, that worker ended', async () => {
    const stuck = createParsePool({
      workers: 1,
      timeoutMs: 200,
      limits,
      entry: new URL('../../../testing/stuck-parse-worker.ts', import.meta.url),
    });
    try {
      expect(await stuck.parse(htmlMail('<p>x</p>'), { recipients: [] })).toBeUndefined();
      expect(stuck.workerCount).toBe(0);
      expect(await stuck.parse(htmlMail('<p>x</p>'), { recipients: ['crash'] })).toBeUndefined();
    } finally {
      await stuck.close();
    }
  });

  it('parses parallel messages with at most `workers` threads, each message once', async () => {
    const pool = createParsePool({ workers: 2, timeoutMs: 10_000, limits });
    try {
      const counts: number[] = [];
      const parsed = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          pool.parse(htmlMail(`<p>Answer ${index}</p>`), { recipients: [] }).then((message) => {
            counts.push(pool.workerCount);
            return message?.text;
          }),
        ),
      );
      expect(parsed).toEqual(Array.from({ length: 6 }, (_, index) => `Answer ${index}`));
      expect(Math.max(...counts)).toBeLessThanOrEqual(2);
    } finally {
      await pool.close();
    }
  });

  // Regression (probe, LOW): parallel large messages were all read at once (six of 20 MB: 659 MB RSS).
  it('reads messages over 2 MB one at a time, so parallel large mail cannot multiply the memory', async () => {
    const pool = createParsePool({ workers: 2, timeoutMs: 30_000, limits });
    try {
      const counts: number[] = [];
      const large = (index: number) =>
        htmlMail(`<p>Large ${index}</p>${'Text of a long answer. '.repeat(140_000)}`);
      const parsed = await Promise.all(
        [0, 1].map((index) =>
          pool.parse(large(index), { recipients: [] }).then((message) => {
            counts.push(pool.workerCount);
            return message?.text.startsWith(`Large ${index}`);
          }),
        ),
      );
      expect(parsed).toEqual([true, true]);
      expect(counts).toEqual([1, 1]);
    } finally {
      await pool.close();
    }
  });
});
