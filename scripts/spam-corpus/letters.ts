/** What the per-language ham writers share. */
import type { InquiryTopic } from '../../packages/shared/src/inquiry-fields';
import type { Person } from './people';
import type { Draw } from './random';

export const hamKinds = [
  'quote',
  'product_question',
  'service',
  'spare_parts',
  'careers',
  'complaint',
  'distributor',
  'press',
  'visit',
  'one_liner',
  'two_links',
] as const;
export type HamKind = (typeof hamKinds)[number];

export type Letter = { topic: InquiryTopic; paragraphs: string[] };
export type Writer = (draw: Draw, person: Person) => Letter;

export type Language = 'en' | 'de' | 'fr' | 'ar';

export type HamWriters = {
  readonly letters: Record<HamKind, Writer>;
  /** Wraps the body in the greeting, closing and signature a writer of this language uses. */
  frame(draw: Draw, person: Person, letter: Letter): string;
};

/** Joins paragraphs, dropping empty ones. */
export function joinParagraphs(paragraphs: readonly (string | undefined | false)[]): string {
  return paragraphs
    .filter((paragraph): paragraph is string => typeof paragraph === 'string')
    .map((paragraph) => paragraph.replace(/ {2,}/g, ' ').trim())
    .filter((paragraph) => paragraph !== '')
    .join('\n\n');
}

export function sentences(draw: Draw, bank: readonly string[], min: number, max: number): string {
  return draw.some(bank, draw.int(min, max)).join(' ');
}
