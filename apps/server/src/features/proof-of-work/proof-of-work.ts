import { createHmac, randomInt } from 'node:crypto';
import type { Database } from '@sitedesk/db/client';
import { spentProofsOfWork } from '@sitedesk/db/schema';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt } from 'drizzle-orm';
import { z } from 'zod';
import type { ProofOfWorkConfig } from '../../config';
import type { Clock } from '../../platform/clock/clock';

export type ProofVerdict = 'valid' | 'missing' | 'invalid' | 'expired' | 'replayed';
/** `ageMs`: from the challenge's issue to now (known once the challenge's signature checked out). */
export type ProofCheck = { verdict: ProofVerdict; ageMs?: number | undefined };

/** An ALTCHA v2 challenge as the form's worker receives it (`parameters` and their HMAC). */
export type ProofChallenge = Awaited<ReturnType<typeof createChallenge>>;

/** The `proof` field's longest accepted form; a real one is about 700 characters. */
export const proofMaxLength = 4096;

const hex = (maxLength: number) =>
  z
    .string()
    .regex(/^[0-9a-f]+$/)
    .max(maxLength);

/**
 * The proof as ALTCHA v2 encodes it: base64 of `{challenge:{parameters,signature},solution}`. Only the
 * fields our challenges have, each bounded; `data.issuedAt` is ours, signed with the rest.
 */
const proofSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal('SHA-256'),
        nonce: hex(64),
        salt: hex(64),
        cost: z.number().int().min(1).max(10),
        keyLength: z.number().int().min(1).max(64),
        keyPrefix: hex(128),
        data: z.object({ issuedAt: z.number().int().nonnegative() }).strict(),
      })
      .strict(),
    signature: hex(128),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative().max(0xffffffff),
    derivedKey: hex(128),
    time: z.number().optional(),
  }),
});

export type ProofOfWorkDependencies = {
  db: Database;
  /** The service's secret (SECRET_KEY); the challenges' signing key is derived from it. */
  secret: string;
  settings: ProofOfWorkConfig;
  now?: Clock;
};

/**
 * The contact form's proof of work (decision 166): ALTCHA v2 challenges in deterministic mode (SHA-256,
 * a random counter up to `maxNumber` hidden behind the first half of its hash), signed with a key derived
 * from the service's secret. A solved challenge is accepted once: its signature goes into a table every
 * instance shares, until the challenge has expired.
 */
export function createProofOfWork(deps: ProofOfWorkDependencies) {
  const now = deps.now ?? (() => new Date());
  const signingKey = createHmac('sha256', deps.secret).update('proof-of-work-challenge').digest('hex');
  const expiryMs = deps.settings.expirySeconds * 1000;

  return {
    /** A fresh challenge: nothing is stored until it comes back solved. */
    issueChallenge(): Promise<ProofChallenge> {
      return createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(deps.settings.maxNumber + 1),
        deriveKey,
        hmacSignatureSecret: signingKey,
        // Expiry is ours (with the service's clock, which tests move), not the library's wall clock.
        data: { issuedAt: now().getTime() },
      });
    },

    /** Judges the `proof` field; never throws for anything a client sent. */
    async verify(proof: string | undefined): Promise<ProofCheck> {
      if (proof === undefined || proof === '') return { verdict: 'missing' };
      const parsed = decodeProof(proof);
      if (!parsed) return { verdict: 'invalid' };
      const { challenge, solution } = parsed;
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: signingKey,
      });
      if (!result.verified) return { verdict: 'invalid' };
      const at = now();
      const issuedAt = challenge.parameters.data.issuedAt;
      const ageMs = Math.max(0, at.getTime() - issuedAt);
      if (ageMs > expiryMs) return { verdict: 'expired', ageMs };
      // Rows of expired challenges can go: such a challenge is refused before it gets here.
      await deps.db.delete(spentProofsOfWork).where(lt(spentProofsOfWork.expiresAt, at));
      const spent = await deps.db
        .insert(spentProofsOfWork)
        .values({ challengeSignature: challenge.signature, expiresAt: new Date(issuedAt + expiryMs) })
        .onConflictDoNothing()
        .returning({ challengeSignature: spentProofsOfWork.challengeSignature });
      return { verdict: spent.length === 1 ? 'valid' : 'replayed', ageMs };
    },
  };
}

export type ProofOfWork = ReturnType<typeof createProofOfWork>;

/** The size cap comes before any decoding; anything that is not our shape is `undefined`. */
function decodeProof(proof: string): z.infer<typeof proofSchema> | undefined {
  if (proof.length > proofMaxLength || !/^[A-Za-z0-9+/]+={0,2}$/.test(proof)) return undefined;
  try {
    const result = proofSchema.safeParse(JSON.parse(Buffer.from(proof, 'base64').toString('utf8')));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}
