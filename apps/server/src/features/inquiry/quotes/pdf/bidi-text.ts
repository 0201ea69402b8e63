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
  /** Shaped as a whole with `shapingFeatures` (Arabic); any other run is laid out word by word. */
  isShapedWhole: boolean;
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
    return { text, face: run.face, isRightToLeft, isShapedWhole: isShapedRightToLeft };
  });
}

// Shaping sets up its tables on every call, and a text is measured word by word while it is wrapped.
const emWidths = new WeakMap<Font, Map<string, number>>();

function emWidthOf(face: Font, text: string, isShapedWhole: boolean): number {
  let known = emWidths.get(face);
  if (!known) {
    known = new Map();
    emWidths.set(face, known);
  }
  const key = isShapedWhole ? `\u0000${text}` : text;
  let width = known.get(key);
  if (width === undefined) {
    const run = isShapedWhole ? face.layout(text, shapingFeatures()) : face.layout(text);
    width = run.advanceWidth / face.unitsPerEm;
    // Bounded: a thread renders one document at a time.
    if (known.size > 50_000) known.clear();
    known.set(key, width);
  }
  return width;
}

/**
 * The width of a run at `size` points, measured as pdfkit will draw it: a run of a right-to-left script
 * is shaped whole (joining forms, and the words' order reversed with the letters); any other run word by
 * word, as pdfkit lays it out when no features are given, which it then keeps for the next time.
 */
export function runWidth(run: VisualRun, size: number): number {
  if (run.isShapedWhole) return emWidthOf(run.face, run.text, true) * size;
  let width = 0;
  for (const word of run.text.split(/(?<=[ \t])/u)) width += emWidthOf(run.face, word, false);
  return width * size;
}

const lineWidths = new WeakMap<readonly Font[], Map<string, number>>();

/** A line's width; order does not change it, so it is measured in logical runs. */
export function lineWidth(faces: readonly Font[], line: string, size: number): number {
  let known = lineWidths.get(faces);
  if (!known) {
    known = new Map();
    lineWidths.set(faces, known);
  }
  let width = known.get(line);
  if (width === undefined) {
    width = visualRuns(faces, line, 'ltr').reduce((sum, run) => sum + runWidth(run, 1), 0);
    if (known.size > 50_000) known.clear();
    known.set(line, width);
  }
  return width * size;
}

// Japanese and Chinese put no spaces between words: a line may break before any of their letters, except
// before closing punctuation or the prolonged sound mark, and not after an opening bracket (kinsoku).
const cjkLetter = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;
const neverStartsLine =
  /^[、。，．・：；！？）」』】〕〉》ー々ゝゞ\u3041\u3043\u3045\u3047\u3049\u3063\u3083\u3085\u3087\u30a1\u30a3\u30a5\u30a7\u30a9\u30c3\u30e3\u30e5\u30e7\uff09\uff0c\uff0e\uff1a\uff1b\uff01\uff1f]/u;
const neverEndsLine = /[（「『【〔〈《\uff08]$/u;

const canBreakBetween = (before: string, after: string) =>
  (cjkLetter.test(after) || cjkLetter.test([...before].at(-1) ?? '')) &&
  !neverStartsLine.test(after) &&
  !neverEndsLine.test(before);

/** A space-separated word cut where a line may break inside it: between CJK letters. */
function breakablePieces(word: string): string[] {
  const pieces: string[] = [];
  for (const character of word) {
    const last = pieces.at(-1);
    if (last === undefined || canBreakBetween(last, character)) pieces.push(character);
    else pieces[pieces.length - 1] = last + character;
  }
  return pieces.length === 0 ? [''] : pieces;
}

/**
 * Breaks a text into lines no wider than `width`: at the text's own line breaks, then between words (and
 * between Japanese and Chinese letters, which have no spaces), and inside a word only when the word alone
 * is wider than a line (a long part number or URL). A line's width is its words' and spaces' widths added
 * up, each measured once. Lines stay in logical order; `visualRuns` orders each for drawing.
 */
export function wrapText(faces: readonly Font[], text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  const space = lineWidth(faces, ' ', size);
  for (const paragraph of text.split(/\r?\n/u)) {
    let line = '';
    let lineSoFar = 0;
    // Each piece with what joins it to the one before on a line: a space, or nothing inside a CJK word.
    const pieces = paragraph
      .split(' ')
      .flatMap((word) =>
        breakablePieces(word).map((piece, index) => ({ piece, gap: index === 0 ? ' ' : '' })),
      );
    for (const { piece: word, gap } of pieces) {
      const wordWidth = lineWidth(faces, word, size);
      const gapWidth = gap === ' ' ? space : 0;
      if (line !== '' && lineSoFar + gapWidth + wordWidth > width) {
        lines.push(line);
        line = '';
        lineSoFar = 0;
      }
      if (line === '' && wordWidth > width) {
        // Too wide for any line: cut between characters, as many to a line as fit.
        let piece = '';
        let pieceWidth = 0;
        for (const character of word) {
          const characterWidth = lineWidth(faces, character, size);
          if (piece !== '' && pieceWidth + characterWidth > width) {
            lines.push(piece);
            piece = '';
            pieceWidth = 0;
          }
          piece += character;
          pieceWidth += characterWidth;
        }
        line = piece;
        lineSoFar = pieceWidth;
        continue;
      }
      const isFirst = line === '';
      line = isFirst ? word : `${line}${gap}${word}`;
      lineSoFar = isFirst ? wordWidth : lineSoFar + gapWidth + wordWidth;
    }
    lines.push(line);
  }
  return lines;
}
