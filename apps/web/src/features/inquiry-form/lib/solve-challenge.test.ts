import { createHash, randomBytes } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { sha256, solveChallenge } from './solve-challenge';

const secret = 'a test signing key';

/** A challenge as the server issues it (features/proof-of-work), hiding `counter`. */
const challengeHiding = (counter: number) =>
  createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter,
    deriveKey,
    hmacSignatureSecret: secret,
    data: { issuedAt: Date.now() },
  });

const decode = (proof: string) =>
  JSON.parse(Buffer.from(proof, 'base64').toString('utf8')) as Parameters<typeof verifySolution>[0];

describe('solveChallenge', () => {
  // Guards against a solver whose answers the server's ALTCHA library would refuse.
  it('finds the hidden counter in a form altcha-lib verifies', async () => {
    const challenge = await challengeHiding(4321);
    const proof = solveChallenge(challenge);
    expect(proof).toBeDefined();
    const { challenge: sent, solution } = decode(proof ?? '');
    expect(solution.counter).toBe(4321);
    expect(sent).toEqual(challenge);
    const result = await verifySolution({
      challenge: sent,
      solution,
      deriveKey,
      hmacSignatureSecret: secret,
    });
    expect(result.verified).toBe(true);
  });

  it('gives up at the largest counter it was told to try', async () => {
    expect(solveChallenge(await challengeHiding(300), 200)).toBeUndefined();
    expect(solveChallenge(await challengeHiding(300), 300)).toBeDefined();
  });

  it('leaves a challenge of another algorithm or cost unsolved instead of hashing forever', async () => {
    const challenge = await challengeHiding(10);
    const pbkdf2 = { ...challenge, parameters: { ...challenge.parameters, algorithm: 'PBKDF2/SHA-256' } };
    const costly = { ...challenge, parameters: { ...challenge.parameters, cost: 5000 } };
    const oddPrefix = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: 'abc' } };
    for (const unknown of [pbkdf2, costly, oddPrefix]) expect(solveChallenge(unknown)).toBeUndefined();
  });
});

describe('sha256', () => {
  // Guards against a hashing slip that would make every proof the visitor's browser sends wrong.
  it('agrees with Node for messages of one, two and three blocks', () => {
    for (const length of [0, 36, 55, 56, 64, 119, 150]) {
      const message = randomBytes(length);
      const blocks = Math.ceil((length + 9) / 64);
      const padded = new Uint8Array(blocks * 64);
      padded.set(message);
      padded[length] = 0x80;
      new DataView(padded.buffer).setUint32(padded.length - 4, length * 8);
      const state = new Int32Array(8);
      sha256(new DataView(padded.buffer), state);
      const hex = Array.from(state, (word) => (word >>> 0).toString(16).padStart(8, '0')).join('');
      expect(hex, `${length} bytes`).toBe(createHash('sha256').update(message).digest('hex'));
    }
  });
});
