import { type ProofChallenge, solveChallenge } from './solve-challenge';

/**
 * The proof-of-work worker (decision 166): takes a challenge, answers `{ proof }` (`undefined` when it could
 * not be solved). The hashing never touches the page's main thread.
 */
self.addEventListener('message', (event: MessageEvent<ProofChallenge>) => {
  let proof: string | undefined;
  try {
    proof = solveChallenge(event.data);
  } catch {
    proof = undefined;
  }
  self.postMessage({ proof });
});
