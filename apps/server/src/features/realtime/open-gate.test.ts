import { describe, expect, it } from 'vitest';
import { createOpenGate } from './open-gate';

describe('the gate event streams open through', () => {
  it('lets a few through at a time, the rest in order, and turns away opens beyond its line', async () => {
    const gate = createOpenGate(1, 2);
    const passed: string[] = [];
    expect(await gate.enter()).toBe(true);
    const second = gate.enter().then((entered) => passed.push(`second:${entered}`));
    const third = gate.enter().then((entered) => passed.push(`third:${entered}`));
    expect(await gate.enter()).toBe(false);
    gate.leave();
    await second;
    gate.leave();
    await third;
    expect(passed).toEqual(['second:true', 'third:true']);
    gate.leave();
    expect(await gate.enter()).toBe(true);
  });
});
