/**
 * People type in a hurry: swapped and doubled letters, a dropped comma, no capitals, umlauts left out on a
 * foreign keyboard. Applied to a share of the genuine inquiries so the classifier does not learn that
 * tidy text means ham.
 */
import type { Draw } from './random';

const umlauts: Record<string, string> = {
  ä: 'a',
  ö: 'o',
  ü: 'u',
  ß: 'ss',
  é: 'e',
  è: 'e',
  à: 'a',
  ç: 'c',
  ê: 'e',
};

function misspellOneWord(draw: Draw, text: string): string {
  const words = [...text.matchAll(/\p{L}{5,}/gu)];
  if (words.length === 0) return text;
  const match = draw.pick(words);
  const word = match[0];
  const at = draw.int(1, word.length - 3);
  const typo = draw.chance(0.6)
    ? `${word.slice(0, at)}${word.charAt(at + 1)}${word.charAt(at)}${word.slice(at + 2)}`
    : `${word.slice(0, at)}${word.charAt(at)}${word.slice(at)}`;
  const index = match.index ?? 0;
  return `${text.slice(0, index)}${typo}${text.slice(index + word.length)}`;
}

/** The message with typos in its body; the last paragraph (the signature, as a rule) keeps the sender's name right. */
export function typeInAHurry(draw: Draw, text: string): string {
  const cut = text.lastIndexOf('\n\n');
  if (cut > 0) return `${hurried(draw, text.slice(0, cut))}${text.slice(cut)}`;
  return hurried(draw, text);
}

function hurried(draw: Draw, text: string): string {
  let result = text;
  for (let count = draw.int(1, 3); count > 0; count--) result = misspellOneWord(draw, result);
  if (draw.chance(0.3)) result = result.replace(/, /, ' ');
  if (draw.chance(0.2)) result = result.replace(/[äöüßéèàçê]/g, (letter) => umlauts[letter] ?? letter);
  if (draw.chance(0.15)) result = result.toLowerCase();
  if (draw.chance(0.2)) result = result.replace(/\.(\n|$)/g, '$1');
  return result;
}
