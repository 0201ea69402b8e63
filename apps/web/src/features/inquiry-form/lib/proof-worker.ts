import { type ProofChallenge, solveChallenge } from './solve-challenge';

/**
 * The proof-of-work worker (decision 166): takes a challenge, answers `{ proof }` (`undefined` when it could
 * not be solved). The hashing never touches the page's main thread.
 */
self.addEventListener('message', (event: MessageEvent<ProofChallenge>) => {
  solveChallenge(event.data).then(
    (proof) => self.postMessage({ proof }),
    () => self.postMessage({ proof: undefined }),
  );
});
