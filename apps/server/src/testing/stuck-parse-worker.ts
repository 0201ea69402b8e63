import { parentPort } from 'node:worker_threads';

/**
 * A parser thread that never answers, as postal-mime or the sanitiser would on a message that takes hours:
 * for the pool's time limit (`parse-pool.test.ts`). `crash` in the message's first recipient ends it instead.
 */
parentPort?.on('message', (request: { envelope: { recipients: string[] } }) => {
  if (request.envelope.recipients[0] === 'crash') throw new Error('parser crashed');
  // Busy, not waiting: the event loop of this thread never comes back, as with a backtracking regex.
  for (;;) {}
});
parentPort?.postMessage('ready');
