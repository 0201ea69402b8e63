import { randomUUID } from 'node:crypto';
import { type FileHandle, open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppError } from '../../../http/app-error';
import { signatureVerifier } from './webhook-auth';

/**
 * Bytes of a signed body kept in memory before its signature is checked; the rest waits in a temporary
 * file. Most answers are a few kilobytes, so only attachments ever reach the disk.
 */
export const unverifiedMemoryBytes = 256 * 1024;

/**
 * How many webhook bodies this process reads at once, and how many bytes of bodies whose signature is not
 * checked yet it holds in memory (tests read `peakUnverifiedBytes`). Per process, as the memory is.
 */
export type WebhookBodyGate = {
  /** A slot for one body; `undefined` when all are taken (the caller answers 429 without reading). */
  tryEnter(): (() => void) | undefined;
  readonly unverifiedBytes: number;
  readonly peakUnverifiedBytes: number;
  holdUnverified(bytes: number): void;
};

export function createWebhookBodyGate(options: { concurrency: number }): WebhookBodyGate {
  let inFlight = 0;
  let unverifiedBytes = 0;
  let peakUnverifiedBytes = 0;
  return {
    tryEnter() {
      if (inFlight >= options.concurrency) return undefined;
      inFlight += 1;
      let isLeft = false;
      return () => {
        if (isLeft) return;
        isLeft = true;
        inFlight -= 1;
      };
    },
    get unverifiedBytes() {
      return unverifiedBytes;
    },
    get peakUnverifiedBytes() {
      return peakUnverifiedBytes;
    },
    holdUnverified(bytes) {
      unverifiedBytes += bytes;
      peakUnverifiedBytes = Math.max(peakUnverifiedBytes, unverifiedBytes);
    },
  };
}

type Body = ReadableStream<Uint8Array> | null;

async function* chunksOf(body: Body, maxBytes: number): AsyncGenerator<Uint8Array> {
  if (!body) return;
  const reader = body.getReader();
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read().catch(() => {
        throw new AppError('bad_request'); // The sender went away in the middle of the body.
      });
      if (done) return;
      size += value.byteLength;
      if (size > maxBytes) throw new AppError('payload_too_large');
      yield value;
    }
  } finally {
    // Also when the reader stops early (too large, a wrong signature): the rest is never read.
    reader.cancel().catch(() => {});
  }
}

/** A body whose sender proved the secret up front (Bearer, Basic), read into memory up to `maxBytes`. */
export async function readBody(body: Body, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of chunksOf(body, maxBytes)) chunks.push(chunk);
  return joined(chunks);
}

function joined(chunks: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const whole = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}

/**
 * A body signed with `X-Sitedesk-Signature`: the signature covers all of it, so all of it has to pass
 * through the HMAC before anything is known. It streams through while being counted; only its first
 * `unverifiedMemoryBytes` stay in memory, the rest goes to a private temporary file that is read back
 * once the signature matched and deleted in every case. A wrong signature costs disk for the moment of
 * the request, never memory.
 */
export async function readSignedBody(
  body: Body,
  options: {
    maxBytes: number;
    secret: string;
    signatureHex: string;
    gate: WebhookBodyGate;
    spoolDir?: string;
  },
): Promise<Uint8Array<ArrayBuffer>> {
  const verifier = signatureVerifier(options.secret);
  let kept: Uint8Array[] = [];
  let keptBytes = 0;
  let spool: { file: FileHandle; path: string } | undefined;
  const keep = (bytes: number) => {
    keptBytes += bytes;
    options.gate.holdUnverified(bytes);
  };
  try {
    for await (const chunk of chunksOf(body, options.maxBytes)) {
      verifier.update(chunk);
      if (!spool && keptBytes + chunk.byteLength <= unverifiedMemoryBytes) {
        kept.push(chunk);
        keep(chunk.byteLength);
        continue;
      }
      if (!spool) {
        const path = join(options.spoolDir ?? tmpdir(), `sitedesk-inbound-${randomUUID()}.part`);
        spool = { file: await open(path, 'wx', 0o600), path };
        for (const part of kept) await spool.file.write(part);
        kept = [];
        keep(-keptBytes);
      }
      await spool.file.write(chunk);
    }
    if (!verifier.matches(options.signatureHex)) throw new AppError('forbidden');
    if (!spool) return joined(kept);
    await spool.file.close();
    return await readFile(spool.path);
  } finally {
    keep(-keptBytes);
    if (spool) {
      await spool.file.close().catch(() => {});
      await rm(spool.path, { force: true });
    }
  }
}
