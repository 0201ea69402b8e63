import { describe, expect, it } from 'vitest';
import { createRenderQueue, RenderQueueFullError } from './render-queue';

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('the on-demand render queue', () => {
  it('renders a few pages at a time, lets a bounded line wait and refuses beyond it', async () => {
    const queue = createRenderQueue({ concurrency: 2, maxWaiting: 1 });
    const gates = [deferred(), deferred(), deferred()];
    let running = 0;
    let mostAtOnce = 0;
    const task = (index: number) => async () => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await gates[index]?.promise;
      running -= 1;
      return index;
    };
    const first = queue.run(task(0));
    const second = queue.run(task(1));
    const third = queue.run(task(2));
    await expect(queue.run(task(0))).rejects.toBeInstanceOf(RenderQueueFullError);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all([first, second, third])).toEqual([0, 1, 2]);
    expect(mostAtOnce).toBe(2);
    // Once the line has drained, pages are taken again.
    expect(await queue.run(async () => 'again')).toBe('again');
  });

  it('frees its slot when a render fails', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('broken page')))).rejects.toThrow('broken page');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
