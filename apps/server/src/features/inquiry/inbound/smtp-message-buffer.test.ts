import { describe, expect, it } from 'vitest';
import { createMessageBuffer } from './smtp-message-buffer';

const kb = (n: number) => Buffer.alloc(n * 1024, 'a');

describe('the SMTP listener’s message budget', () => {
  it('defers the message that would pass the budget and keeps the one that fits', () => {
    const buffer = createMessageBuffer(100 * 1024);
    const first = buffer.open('a');
    const second = buffer.open('b');
    first.add(kb(60), 1024 * 1024);
    second.add(kb(30), 1024 * 1024);
    second.add(kb(30), 1024 * 1024);
    expect(second.isDeferred).toBe(true);
    expect(first.isDeferred).toBe(false);
    // The deferred message gave its 30 KB back; only the first is held.
    expect(buffer.heldBytes()).toBe(60 * 1024);
    expect(first.take()).toHaveLength(60 * 1024);
    first.release();
    first.release();
    expect(buffer.heldBytes()).toBe(0);
  });

  it('lets go of a message over the size limit and of one whose sender left mid-message', () => {
    const buffer = createMessageBuffer(100 * 1024);
    const oversized = buffer.open('a');
    oversized.add(kb(20), 30 * 1024);
    oversized.add(kb(20), 30 * 1024);
    expect(buffer.heldBytes()).toBe(0);
    const abandoned = buffer.open('b');
    abandoned.add(kb(50), 1024 * 1024);
    buffer.abandon('b');
    expect(buffer.heldBytes()).toBe(0);
  });
});
