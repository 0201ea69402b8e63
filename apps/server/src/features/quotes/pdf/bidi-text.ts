import bidiFactory from 'bidi-js';
import type { Font } from 'fontkit';

const bidi = bidiFactory();

/**
 * Shaping features for every run. `ccmp` stays off: Noto Sans Arabic decomposes letters there into a
 * dotless body and its dots, so ف and ق share one glyph and a PDF's glyph-to-text map (ToUnicode) can name
 * only one of them; without it, every joining form is one glyph of one letter and the text extracts as
 * written. fontkit fills the object it is given with the defaults, so each call gets a new one.
 */
export const shapingFeatures = (): Record<string, boolean> => ({ ccmp: false });

const isolateOpeners = new Set(['\u2066', '\u2067', '\u2068']);

/**
 * The direction a text reads in by its first letter (Unicode Bidi rules P2–P3, skipping isolated values),
 * or `fallback` when it has none (a number, an amount). A seller's Latin name in an Arabic document keeps
 * its full stop at its end; an Arabic label is read right to left whatever it starts with.
 */
export function textDirection(text: string, fallback: 'ltr' | 'rtl'): 'ltr' | 'rtl' {
  let depth = 0;
  for (const character of text) {
    if (isolateOpeners.has(character)) depth++;
    else if (character === '\u2069') depth = Math.max(0, depth - 1);
    else if (depth === 0) {
      const type = bidi.getBidiCharTypeName(character);
      if (type === 'L') return 'ltr';
      if (type === 'R' || type === 'AL') return 'rtl';
    }
  }
  return fallback;
}

/** A piece of a line in one face and one direction, in the order it is drawn from left to right. */
export type VisualRun = {
  /** What to hand the PDF writer: logical order for fontkit to shape (it reverses a run of Arabic). */
  text: string;
  face: Font;
  isRightToLeft: boolean;
};

// Bidi controls and marks steer the algorithm; no face draws them.
const invisible = /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\u061c\ufeff]/u;
// Letters, digits and marks choose a face; spaces and punctuation stay in the face of the run they are in.
const choosesFace = /[\p{L}\p{N}\p{M}\p{Sc}]/u;
const rightToLeftScript = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

function faceFor(faces: readonly Font[], character: string, current: Font | undefined): Font {
  const codePoint = character.codePointAt(0) ?? 0;
  if (current && !choosesFace.test(character) && current.hasGlyphForCodePoint(codePoint)) return current;
  // A character no face has is drawn by the first one (its .notdef box): see decision 218 on CJK.
  return faces.find((face) => face.hasGlyphForCodePoint(codePoint)) ?? (faces[0] as Font);
}

/**
 * Splits one line into runs of one face and one bidi level and orders them for drawing (Unicode Bidi rule
 * L2, applied to runs): in a right-to-left paragraph the runs go from right to left, and a number or a
 * Latin reference inside it stays left to right. A right-to-left run keeps its logical order (fontkit
 * reverses a run whose script it knows to be right-to-left) with its brackets mirrored; a run of only
 * neutral characters at a right-to-left level is reversed here, since fontkit would not.
 */
export function visualRuns(faces: readonly Font[], line: string, direction: 'ltr' | 'rtl'): VisualRun[] {
  const { levels } = bidi.getEmbeddingLevels(line, direction);
  type LogicalRun = { text: string; face: Font; level: number };
  const runs: LogicalRun[] = [];
  let index = 0;
  for (const character of line) {
    const level = levels[index] ?? 0;
    index += character.length;
    if (invisible.test(character)) continue;
    const drawn = level % 2 === 1 ? (bidi.getMirroredCharacter(character) ?? character) : character;
    const last = runs.at(-1);
    const face = faceFor(faces, character, last?.level === level ? last.face : undefined);
    if (last && last.level === level && last.face === face) last.text += drawn;
    else runs.push({ text: drawn, face, level });
  }
  const highest = Math.max(0, ...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => (run.level % 2 === 1 ? run.level : highest + 1)));
  for (let level = highest; level >= lowestOdd && level > 0; level--) {
    for (let start = 0; start < runs.length; start++) {
      if ((runs[start]?.level ?? 0) < level) continue;
      let end = start;
      while (end + 1 < runs.length && (runs[end + 1]?.level ?? 0) >= level) end++;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return runs.map((run) => {
    const isRightToLeft = run.level % 2 === 1;
    const isShapedRightToLeft = rightToLeftScript.test(run.text);
    const text = isRightToLeft && !isShapedRightToLeft ? [...run.text].reverse().join('') : run.text;
    return { text, face: run.face, isRightToLeft };
  });
}

// Shaping sets up its tables on every call; wrapping measures the same words again and again.
const widths = new WeakMap<Font, Map<string, number>>();

/** The width of a run at `size` points, as fontkit shapes it (joining forms, kerning). */
export function runWidth(run: VisualRun, size: number): number {
  let known = widths.get(run.face);
  if (!known) {
    known = new Map();
    widths.set(run.face, known);
  }
  let emWidth = known.get(run.text);
  if (emWidth === undefined) {
    emWidth = run.face.layout(run.text, shapingFeatures()).advanceWidth / run.face.unitsPerEm;
    // Bounded: a thread renders one document at a time, and its words are few.
    if (known.size > 20_000) known.clear();
    known.set(run.text, emWidth);
  }
  return emWidth * size;
}

export function lineWidth(faces: readonly Font[], line: string, size: number): number {
  // Width does not depend on the order: measured in logical runs, as the line is before reordering.
  return visualRuns(faces, line, 'ltr').reduce((sum, run) => sum + runWidth(run, size), 0);
}

/**
 * Breaks a text into lines no wider than `width`: at the text's own line breaks, then between words, and
 * inside a word only when the word alone is wider than a line (a long part number or URL). Lines stay in
 * logical order; `visualRuns` orders each for drawing.
 */
export function wrapText(faces: readonly Font[], text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/(?<= )/)) {
      const candidate = line + word;
      if (line === '' || lineWidth(faces, candidate.trimEnd(), size) <= width) {
        line = candidate;
      } else {
        lines.push(line.trimEnd());
        line = word;
      }
      while (lineWidth(faces, line.trimEnd(), size) > width && [...line].length > 1) {
        const characters = [...line];
        let fits = 1;
        while (
          fits < characters.length &&
          lineWidth(faces, characters.slice(0, fits + 1).join(''), size) <= width
        )
          fits++;
        lines.push(characters.slice(0, fits).join(''));
        line = characters.slice(fits).join('');
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}
