/**
 * The proof-of-work solver (decision 166): runs in a Web Worker (`proof-worker.ts`) and, for its tests, in
 * Node. It speaks ALTCHA v2's deterministic SHA-256 format, which the server issues and checks with
 * `altcha-lib`: find the counter whose SHA-256 of salt ‖ nonce ‖ counter (big-endian uint32) starts with
 * `keyPrefix`. SHA-256 is computed here in plain JavaScript, synchronously: `crypto.subtle.digest` costs a
 * promise and a thread hop per hash, which made it ~19× slower on these 36 bytes (decision 166), and every
 * bit of that overhead is time a visitor waits for work a bot does natively.
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

const largestCounter = 0xffffffff;

/**
 * The `proof` form field for a challenge: base64 of `{challenge, solution}`, as ALTCHA v2 sends it.
 * `undefined` when the challenge is not one this solver knows or hides no counter up to `maxCounter`.
 */
export function solveChallenge(challenge: ProofChallenge, maxCounter = largestCounter): string | undefined {
  const { algorithm, cost, nonce, salt, keyPrefix, keyLength = 32 } = challenge.parameters;
  if (algorithm !== 'SHA-256' || cost !== 1 || keyLength < 1 || keyLength > 32) return undefined;
  const saltBytes = hexToBytes(salt);
  const nonceBytes = hexToBytes(nonce);
  const prefix = hexToBytes(keyPrefix);
  if (!saltBytes || !nonceBytes || !prefix || prefix.length === 0 || prefix.length > keyLength) {
    return undefined;
  }
  const messageLength = saltBytes.length + nonceBytes.length + 4;
  const message = paddedMessage(messageLength);
  message.set(saltBytes);
  message.set(nonceBytes, saltBytes.length);
  const view = new DataView(message.buffer);
  const digest = new Uint8Array(32);
  const digestView = new DataView(digest.buffer);
  const state = new Int32Array(8);
  const last = Math.min(maxCounter, largestCounter);
  for (let counter = 0; counter <= last; counter++) {
    view.setUint32(messageLength - 4, counter);
    sha256(view, state);
    // Most counters fail on the first byte: compare before writing out the whole digest.
    if ((state[0] ?? 0) >>> 24 !== prefix[0]) continue;
    for (let word = 0; word < 8; word++) digestView.setInt32(word * 4, state[word] ?? 0);
    if (!prefix.every((byte, index) => digest[index] === byte)) continue;
    const solution = { counter, derivedKey: bytesToHex(digest.subarray(0, keyLength)) };
    return btoa(JSON.stringify({ challenge, solution }));
  }
  return undefined;
}

/** The message's buffer with SHA-256's padding and length already in place (FIPS 180-4, 5.1.1). */
function paddedMessage(length: number): Uint8Array {
  const blocks = Math.ceil((length + 9) / 64);
  const message = new Uint8Array(blocks * 64);
  message[length] = 0x80;
  new DataView(message.buffer).setUint32(message.length - 4, length * 8);
  return message;
}

const roundConstants = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);
const initialState = new Int32Array([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);
const schedule = new Int32Array(64);

/** SHA-256 of a padded message (whole 64-byte blocks) into `state`, as eight big-endian words. */
export function sha256(message: DataView, state: Int32Array): void {
  state.set(initialState);
  const w = schedule;
  const k = roundConstants;
  for (let offset = 0; offset < message.byteLength; offset += 64) {
    for (let i = 0; i < 16; i++) w[i] = message.getInt32(offset + i * 4);
    for (let i = 16; i < 64; i++) {
      const x = w[i - 15] ?? 0;
      const y = w[i - 2] ?? 0;
      const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
      const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
      w[i] = ((w[i - 16] ?? 0) + s0 + (w[i - 7] ?? 0) + s1) | 0;
    }
    let a = state[0] ?? 0;
    let b = state[1] ?? 0;
    let c = state[2] ?? 0;
    let d = state[3] ?? 0;
    let e = state[4] ?? 0;
    let f = state[5] ?? 0;
    let g = state[6] ?? 0;
    let h = state[7] ?? 0;
    for (let i = 0; i < 64; i++) {
      const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const t1 = (h + s1 + ((e & f) ^ (~e & g)) + (k[i] ?? 0) + (w[i] ?? 0)) | 0;
      const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    state[0] = ((state[0] ?? 0) + a) | 0;
    state[1] = ((state[1] ?? 0) + b) | 0;
    state[2] = ((state[2] ?? 0) + c) | 0;
    state[3] = ((state[3] ?? 0) + d) | 0;
    state[4] = ((state[4] ?? 0) + e) | 0;
    state[5] = ((state[5] ?? 0) + f) | 0;
    state[6] = ((state[6] ?? 0) + g) | 0;
    state[7] = ((state[7] ?? 0) + h) | 0;
  }
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
