import { describe, expect, it } from 'vitest';
import { detectAttachmentKind } from './attachment-types';

const text = (value: string) => new TextEncoder().encode(value);

/** An IGES Start section record: 72 columns of text, `S`, then the sequence number right-aligned. */
const igesStart = `${'Drawing of a pump housing'.padEnd(72)}S      1\n`;

function binaryStl(triangles: number): Uint8Array {
  const bytes = new Uint8Array(84 + triangles * 50);
  bytes.set(text('binary STL from a CAD tool'));
  new DataView(bytes.buffer).setUint32(80, triangles, true);
  return bytes;
}

describe('recognising CAD files by their bytes', () => {
  it('knows STEP, DXF, IGES and both kinds of STL', async () => {
    expect(await detectAttachmentKind(text('ISO-10303-21;\nHEADER;\n'))).toBe('step');
    expect(await detectAttachmentKind(text('  0\nSECTION\n  2\nHEADER\n'))).toBe('dxf');
    expect(await detectAttachmentKind(text(`${igesStart}${'1H,,1H;'.padEnd(72)}G      1\n`))).toBe('iges');
    expect(await detectAttachmentKind(text('solid bracket\n  facet normal 0 0 1\n'))).toBe('stl');
    expect(await detectAttachmentKind(binaryStl(3))).toBe('stl');
  });

  it('judges a binary STL by its whole length when only its head was read', async () => {
    const whole = binaryStl(1000);
    expect(await detectAttachmentKind(whole.subarray(0, 4100), whole.byteLength)).toBe('stl');
    // A triangle count that does not match the length is not an STL (nor anything else we know).
    expect(await detectAttachmentKind(whole.subarray(0, 4100), whole.byteLength + 1)).toBeUndefined();
  });

  it('takes no text for a drawing just because it is text', async () => {
    expect(await detectAttachmentKind(text('solidarity with the workers\nof the world\n'))).toBeUndefined();
    expect(await detectAttachmentKind(text(`${'not IGES'.padEnd(72)}X      1\n`))).toBeUndefined();
  });
});
