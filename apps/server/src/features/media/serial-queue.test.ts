import { describe, expect, it } from 'vitest';
import { createSerialQueue } from './serial-queue';

describe('createSerialQueue', () => {
  it('starts a job only after the one before it settled, failed ones included', async () => {
    const inTurn = createSerialQueue();
    const started: string[] = [];
    let finishFirst = () => {};
    const first = inTurn(() => {
      started.push('first');
      return new Promise<void>((resolve) => {
        finishFirst = resolve;
      });
    });
    const second = inTurn(async () => {
      started.push('second');
      throw new Error('second failed');
    });
    const third = inTurn(async () => {
      started.push('third');
      return 3;
    });
    await Promise.resolve();
    expect(started).toEqual(['first']);
    finishFirst();
    await first;
    await expect(second).rejects.toThrow('second failed');
    expect(await third).toBe(3);
    expect(started).toEqual(['first', 'second', 'third']);
  });
});
