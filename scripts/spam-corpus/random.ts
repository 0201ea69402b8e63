/**
 * A seeded random source for the corpus generator, so `generate.ts` writes the same files on every run.
 * `Draw` also keeps the evaluation set and the classifier's seed corpus apart: every phrase bank of four or
 * more entries is split, every fourth entry going to the seed corpus and the rest to the evaluation set, so
 * the two never share a sentence from a large bank.
 */
export type Part = 'evaluation' | 'seed';

export type Draw = {
  readonly part: Part;
  /** A float in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(bank: readonly T[]): T;
  /** `count` different entries of the bank, in random order. */
  some<T>(bank: readonly T[], count: number): T[];
  weighted<T>(choices: readonly (readonly [T, number])[]): T;
};

/** mulberry32: small, fast and good enough for picking phrases. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function partOf<T>(bank: readonly T[], part: Part): readonly T[] {
  if (bank.length < 4) return bank;
  return bank.filter((_, index) => (index % 4 === 3) === (part === 'seed'));
}

export function createDraw(seed: number, part: Part): Draw {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pickFrom = <T>(bank: readonly T[]): T => {
    const entry = bank[Math.floor(next() * bank.length)];
    if (entry === undefined) throw new Error('pick from an empty bank');
    return entry;
  };
  return {
    part,
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (bank) => pickFrom(partOf(bank, part)),
    some: (bank, count) => {
      const pool = [...partOf(bank, part)];
      for (let index = pool.length - 1; index > 0; index--) {
        const other = Math.floor(next() * (index + 1));
        [pool[index], pool[other]] = [
          pool[other] as (typeof pool)[number],
          pool[index] as (typeof pool)[number],
        ];
      }
      return pool.slice(0, Math.min(count, pool.length));
    },
    weighted: (choices) => {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
      let point = next() * total;
      for (const [value, weight] of choices) {
        point -= weight;
        if (point < 0) return value;
      }
      const last = choices[choices.length - 1];
      if (!last) throw new Error('weighted pick from no choices');
      return last[0];
    },
  };
}
