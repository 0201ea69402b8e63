import { describe, expect, it } from 'vitest';
import { collectGarbageNow } from './full-collection';

describe('collectGarbageNow', () => {
  it('frees what nothing refers to any more, and gives the process no `gc` of its own', async () => {
    const watched = new WeakRef({ pages: new Array(100_000).fill('page') });
    // A WeakRef holds its target until the job that made it ends (ECMAScript's KeepDuringJob).
    await new Promise((resolve) => setImmediate(resolve));
    collectGarbageNow();
    expect(watched.deref()).toBeUndefined();
    expect('gc' in globalThis).toBe(false);
  });
});
