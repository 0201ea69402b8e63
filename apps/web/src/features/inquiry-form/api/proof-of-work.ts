export const challengeEndpoint = '/api/inquiries/challenge';

/** How long a sending waits for a proof still being solved; after that it goes without (the server judges). */
const proofWaitMs = 5000;

let solving: Promise<string | undefined> | undefined;

/**
 * Starts fetching and solving a challenge in a worker, once, when the visitor starts on the form (decision
 * 166); nothing happens on page load. Any failure (no worker, no network, a refused challenge) only means
 * the inquiry goes without a proof.
 */
export function startProofOfWork(): void {
  solving ??= solveInWorker();
}

/**
 * The solved proof for a sending, waiting briefly for one still in the worker. Each proof counts once, so the
 * next sending needs a new one: taking it starts the next.
 */
export async function takeProof(): Promise<string | undefined> {
  const pending = solving;
  solving = undefined;
  if (!pending) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), proofWaitMs);
  });
  try {
    return await Promise.race([pending, giveUp]);
  } finally {
    clearTimeout(timer);
  }
}

async function solveInWorker(): Promise<string | undefined> {
  try {
    const response = await fetch(challengeEndpoint, { headers: { accept: 'application/json' } });
    if (!response.ok) return undefined;
    const challenge: unknown = await response.json();
    const worker = new Worker(new URL('../lib/proof-worker.ts', import.meta.url), { type: 'module' });
    return await new Promise<string | undefined>((resolve) => {
      const finish = (proof: string | undefined) => {
        worker.terminate();
        resolve(proof);
      };
      worker.addEventListener('message', (event: MessageEvent<{ proof?: unknown }>) => {
        const { proof } = event.data;
        finish(typeof proof === 'string' ? proof : undefined);
      });
      worker.addEventListener('error', () => finish(undefined));
      worker.postMessage(challenge);
    });
  } catch {
    return undefined;
  }
}
