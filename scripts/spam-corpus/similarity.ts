/**
 * Near-duplicate detection for the corpus: word 3-gram shingles compared by Jaccard similarity, on text with
 * case, digits and punctuation folded away, so two messages that differ only in a quantity or a name count as
 * the same. Messages of fewer than six words are compared whole instead.
 */
export type Fingerprint = { readonly normalized: string; readonly shingles: ReadonlySet<string> };

export function fingerprint(text: string): Fingerprint {
  const normalized = text
    .toLowerCase()
    .replace(/\d+/g, '0')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  const words = normalized.split(' ').filter(Boolean);
  const shingles = new Set<string>();
  for (let index = 0; index + 3 <= words.length; index++)
    shingles.add(words.slice(index, index + 3).join(' '));
  return { normalized, shingles: words.length < 6 ? new Set() : shingles };
}

export function similarity(a: Fingerprint, b: Fingerprint): number {
  if (a.normalized === b.normalized) return 1;
  if (a.shingles.size === 0 || b.shingles.size === 0) return 0;
  const [small, large] =
    a.shingles.size <= b.shingles.size ? [a.shingles, b.shingles] : [b.shingles, a.shingles];
  let shared = 0;
  for (const shingle of small) if (large.has(shingle)) shared++;
  return shared / (a.shingles.size + b.shingles.size - shared);
}

/** The highest similarity of `candidate` to any of `others`. */
export function closest(candidate: Fingerprint, others: readonly Fingerprint[]): number {
  let highest = 0;
  for (const other of others) {
    const score = similarity(candidate, other);
    if (score > highest) highest = score;
    if (highest === 1) break;
  }
  return highest;
}
