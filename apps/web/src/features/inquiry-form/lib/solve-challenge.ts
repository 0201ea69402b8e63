/**
 * The proof-of-work solver (decision 166): runs in a Web Worker (`proof-worker.ts`) and, for its tests, in
 * Node. It speaks ALTCHA v2's deterministic SHA-256 format, which the server issues and checks with
 * `altcha-lib`: find the counter whose SHA-256 of salt ‖ nonce ‖ counter (big-endian uint32) starts with
 * `keyPrefix`. Ours is about 1 KB instead of the ALTCHA widget's 35 KB.
 */
export type ProofChallenge = {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength?: number;
    keyPrefix: string;
  };
  signature?: string;
};

/** Digests in flight at once: each `await` of `crypto.subtle` costs more than the hash of 36 bytes. */
const batchSize = 64;
const largestCounter = 0xffffffff;

/**
 * The `proof` form field for a challenge: base64 of `{challenge, solution}`, as ALTCHA v2 sends it.
 * `undefined` when the challenge is not one this solver knows or hides no counter up to `maxCounter`.
 */
export async function solveChallenge(
  challenge: ProofChallenge,
  maxCounter = largestCounter,
): Promise<string | undefined> {
  const { algorithm, cost, nonce, salt, keyPrefix, keyLength = 32 } = challenge.parameters;
  if (algorithm !== 'SHA-256' || cost !== 1 || keyPrefix.length % 2 !== 0) return undefined;
  const saltBytes = hexToBytes(salt);
  const nonceBytes = hexToBytes(nonce);
  const prefix = hexToBytes(keyPrefix);
  if (!saltBytes || !nonceBytes || !prefix || prefix.length === 0) return undefined;
  const input = new Uint8Array(saltBytes.length + nonceBytes.length + 4);
  input.set(saltBytes);
  input.set(nonceBytes, saltBytes.length);
  const view = new DataView(input.buffer);
  const counterAt = input.length - 4;
  const last = Math.min(maxCounter, largestCounter);
  for (let start = 0; start <= last; start += batchSize) {
    const digests: Promise<ArrayBuffer>[] = [];
    for (let counter = start; counter <= Math.min(start + batchSize - 1, last); counter++) {
      view.setUint32(counterAt, counter);
      // `digest` copies its input when called, so one buffer serves the whole batch.
      digests.push(crypto.subtle.digest('SHA-256', input));
    }
    const keys = await Promise.all(digests);
    for (const [index, digest] of keys.entries()) {
      const key = new Uint8Array(digest, 0, Math.min(keyLength, digest.byteLength));
      if (!startsWith(key, prefix)) continue;
      const solution = { counter: start + index, derivedKey: bytesToHex(key) };
      return btoa(JSON.stringify({ challenge, solution }));
    }
  }
  return undefined;
}

function startsWith(bytes: Uint8Array, prefix: Uint8Array): boolean {
  if (prefix.length > bytes.length) return false;
  for (let index = 0; index < prefix.length; index++) {
    if (bytes[index] !== prefix[index]) return false;
  }
  return true;
}

function hexToBytes(hex: string): Uint8Array | undefined {
  if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(hex)) return undefined;
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index++) {
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}

function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
