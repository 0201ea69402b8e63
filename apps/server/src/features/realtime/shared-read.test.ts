import { describe, expect, it } from 'vitest';
import { sharedRead } from './shared-read';

/** A read of a value that changes (as the event log's cursor does), finished by hand. */
function controlledRead() {
  let value = 0;
  const pending: (() => void)[] = [];
  let reads = 0;
  return {
    set: (next: number) => {
      value = next;
    },
    get reads() {
      return reads;
    },
    finishAll: () => {
      for (const finish of pending.splice(0)) finish();
    },
    read: () => {
      reads++;
      // What the read sees is fixed when it starts, as a database snapshot is.
      const seen = value;
      return new Promise<number>((resolve) => pending.push(() => resolve(seen)));
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('sharedRead', () => {
  it('gives streams that open while a read is under way one later read, never the older one', async () => {
    const source = controlledRead();
    const currentCursor = sharedRead(source.read);
    const first = currentCursor();
    // Events 1–5 happen after the first read began; these streams joined after them.
    source.set(5);
    const second = currentCursor();
    const third = currentCursor();
    source.finishAll();
    expect(await first).toBe(0);
    await settle();
    source.finishAll();
    // Both later streams see cursor 5: neither is told a cursor from before it joined.
    expect(await second).toBe(5);
    expect(await third).toBe(5);
    expect(source.reads).toBe(2);
  });

  it('reads afresh once nothing is under way', async () => {
    const source = controlledRead();
    const currentCursor = sharedRead(source.read);
    const first = currentCursor();
    source.finishAll();
    expect(await first).toBe(0);
    source.set(7);
    const later = currentCursor();
    source.finishAll();
    expect(await later).toBe(7);
  });

  it('passes a failed read on to the streams that shared it, and reads again afterwards', async () => {
    let fail = true;
    const read = sharedRead(async () => {
      if (fail) throw new Error('database unavailable');
      return 3;
    });
    await expect(read()).rejects.toThrow('database unavailable');
    fail = false;
    expect(await read()).toBe(3);
  });
});
