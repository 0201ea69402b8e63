import fc from 'fast-check';

/**
 * Tests only: text no field should choke on — every UTF-16 code unit (NUL and lone surrogates included),
 * alone or inside ordinary text, invisible characters, and whole graphemes.
 */
export const hostileText = fc.oneof(
  fc.constantFrom('\u0000', '\ud800', 'x\udfffy', '\udbff', '\u200b', '\u200b\u200d', ' ', '', 'a\u0000b'),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  fc
    .tuple(fc.string(), fc.constantFrom('\u0000', '\ud800', '\udc00'), fc.string())
    .map(([before, bad, after]) => before + bad + after),
);
