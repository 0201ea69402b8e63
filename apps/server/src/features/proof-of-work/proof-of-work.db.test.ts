import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterEach, describe, expect, it } from 'vitest';
import { validInquiryFields } from '../../testing/desk-fixtures';
import { startTestSitedesk, type TestSitedesk } from '../../testing/test-sitedesk';

const started: TestSitedesk[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((desk) => desk.dispose()));
});

// A small counter keeps the solving in these tests quick; the format is the same at any size.
const quick = { PROOF_OF_WORK_MAX_NUMBER: '1000', INQUIRY_RATE_LIMIT: '0' };

async function start(env: Record<string, string> = {}, extra: Parameters<typeof startTestSitedesk>[1] = {}) {
  const desk = await startTestSitedesk({ ...quick, ...env }, extra);
  started.push(desk);
  return desk;
}

async function fetchChallenge(desk: TestSitedesk): Promise<Challenge> {
  const response = await desk.app.request('/api/inquiries/challenge');
  expect(response.status).toBe(200);
  return (await response.json()) as Challenge;
}

/** Solves as any ALTCHA v2 client would (the library's own solver) and encodes the form's `proof` field. */
async function solvedProof(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return encode({ challenge, solution });
}

const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');
const decode = (proof: string) =>
  JSON.parse(Buffer.from(proof, 'base64').toString('utf8')) as {
    challenge: Challenge & { parameters: { data: { issuedAt: number } } };
    solution: { counter: number; derivedKey: string };
  };

describe('GET /api/inquiries/challenge', () => {
  it('hands out a fresh signed challenge that no cache keeps and that sets no cookie', async () => {
    const desk = await start();
    const response = await desk.app.request('/api/inquiries/challenge');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    const first = (await response.json()) as Challenge;
    expect(first.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 });
    expect(first.signature).toMatch(/^[0-9a-f]{64}$/);
    expect((await fetchChallenge(desk)).parameters.nonce).not.toBe(first.parameters.nonce);
  });

  // Guards against a client collecting challenges by the thousand to solve them in bulk elsewhere.
  it('counts challenges per client and answers 429 with Retry-After over the limit', async () => {
    // One moment for every request: the window is the clock hour, which a real clock could turn mid-test.
    const moment = new Date('2026-06-01T10:30:00Z');
    const desk = await start({ PROOF_OF_WORK_CHALLENGE_RATE_LIMIT: '2' }, { now: () => moment });
    await fetchChallenge(desk);
    await fetchChallenge(desk);
    const response = await desk.app.request('/api/inquiries/challenge');
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
  });
});

describe('proofOfWork.verify', () => {
  // Guards against one solved challenge vouching for a whole batch of bot submissions.
  it('accepts a solved challenge once and calls it replayed the second time', async () => {
    const desk = await start();
    const proof = await solvedProof(await fetchChallenge(desk));
    const first = await desk.proofOfWork.verify(proof);
    expect(first.verdict).toBe('valid');
    expect(first.ageMs).toBeGreaterThanOrEqual(0);
    expect((await desk.proofOfWork.verify(proof)).verdict).toBe('replayed');
  });

  it('remembers a spent challenge across instances that share the database', async () => {
    const env = { SECRET_KEY: 'a'.repeat(64) };
    const first = await start(env);
    const second = await start(env, { sharedDatabase: first.database });
    const proof = await solvedProof(await fetchChallenge(first));
    expect((await first.proofOfWork.verify(proof)).verdict).toBe('valid');
    expect((await second.proofOfWork.verify(proof)).verdict).toBe('replayed');
  });

  // Guards against a client easing its own challenge or sending a counter it never found.
  it('calls a tampered challenge or a wrong answer invalid', async () => {
    const desk = await start();
    const proof = decode(await solvedProof(await fetchChallenge(desk)));
    const easier = structuredClone(proof);
    easier.challenge.parameters.keyPrefix = easier.challenge.parameters.keyPrefix.slice(0, 2);
    const younger = structuredClone(proof);
    younger.challenge.parameters.data.issuedAt += 60_000;
    const wrongCounter = structuredClone(proof);
    wrongCounter.solution.counter += 1;
    for (const tampered of [easier, younger, wrongCounter]) {
      expect((await desk.proofOfWork.verify(encode(tampered))).verdict).toBe('invalid');
    }
    // The untouched proof still counts: the refusals above spent nothing.
    expect((await desk.proofOfWork.verify(encode(proof))).verdict).toBe('valid');
  });

  it('calls a challenge signed by another service invalid', async () => {
    const ours = await start({ SECRET_KEY: 'a'.repeat(64) });
    const theirs = await start({ SECRET_KEY: 'b'.repeat(64) });
    const proof = await solvedProof(await fetchChallenge(theirs));
    expect((await ours.proofOfWork.verify(proof)).verdict).toBe('invalid');
  });

  // Guards against solving challenges in advance and keeping them for later.
  it('calls a challenge older than PROOF_OF_WORK_EXPIRY_SECONDS expired', async () => {
    let at = new Date('2026-11-27T10:00:00Z');
    const desk = await start({ PROOF_OF_WORK_EXPIRY_SECONDS: '600' }, { now: () => at });
    const proof = await solvedProof(await fetchChallenge(desk));
    at = new Date('2026-11-27T10:10:01Z');
    expect(await desk.proofOfWork.verify(proof)).toEqual({ verdict: 'expired', ageMs: 601_000 });
    at = new Date('2026-11-27T10:09:59Z');
    expect(await desk.proofOfWork.verify(proof)).toEqual({ verdict: 'valid', ageMs: 599_000 });
  });

  it('calls an absent proof missing and anything unreadable invalid, without throwing', async () => {
    const desk = await start();
    expect((await desk.proofOfWork.verify(undefined)).verdict).toBe('missing');
    expect((await desk.proofOfWork.verify('')).verdict).toBe('missing');
    const proof = await solvedProof(await fetchChallenge(desk));
    const unreadable = [
      'not base64!',
      Buffer.from('{"challenge":').toString('base64'),
      encode({ challenge: 1, solution: [] }),
      // Over the size cap, refused before it is decoded.
      `${proof}${'A'.repeat(4096)}`,
    ];
    for (const sent of unreadable) expect((await desk.proofOfWork.verify(sent)).verdict).toBe('invalid');
  });
});

describe('POST /api/inquiries with a proof', () => {
  it('takes the proof as a multipart field and spends it with the inquiry', async () => {
    // The spam checks are what judge (and so spend) a proof; the harness turns them off by default.
    const desk = await start({ SPAM_CHECKS: 'on' });
    const proof = await solvedProof(await fetchChallenge(desk));
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...validInquiryFields, consent: 'on', proof })) {
      form.append(name, String(value));
    }
    const response = await desk.app.request('/api/inquiries', { method: 'POST', body: form });
    expect(response.status).toBe(201);
    expect((await desk.proofOfWork.verify(proof)).verdict).toBe('replayed');
  });

  // Guards against an oversized proof reaching the decoder: it is a field error, never a 500.
  it('refuses a proof field over 4096 characters with a 422 on that field', async () => {
    const desk = await start();
    const response = await desk.app.request('/api/inquiries', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...validInquiryFields, proof: 'A'.repeat(4097) }),
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { fields?: Record<string, unknown> } };
    expect(Object.keys(body.error.fields ?? {})).toEqual(['proof']);
  });
});
