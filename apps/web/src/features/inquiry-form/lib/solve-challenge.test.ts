import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { solveChallenge } from './solve-challenge';

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
    const proof = await solveChallenge(challenge);
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
    expect(await solveChallenge(await challengeHiding(300), 200)).toBeUndefined();
    expect(await solveChallenge(await challengeHiding(300), 300)).toBeDefined();
  });

  it('leaves a challenge of another algorithm or cost unsolved instead of hashing forever', async () => {
    const challenge = await challengeHiding(10);
    const pbkdf2 = { ...challenge, parameters: { ...challenge.parameters, algorithm: 'PBKDF2/SHA-256' } };
    const costly = { ...challenge, parameters: { ...challenge.parameters, cost: 5000 } };
    const oddPrefix = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: 'abc' } };
    for (const unknown of [pbkdf2, costly, oddPrefix]) expect(await solveChallenge(unknown)).toBeUndefined();
  });
});
