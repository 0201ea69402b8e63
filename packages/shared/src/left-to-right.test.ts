import { describe, expect, it } from 'vitest';
import {
  ltrIsolate,
  ltrIsolateIn,
  ownDirectionIsolate,
  ownDirectionIsolateIn,
  withoutIsolates,
} from './left-to-right';

describe('ltrIsolate', () => {
  it('wraps a phone number in LRI … PDI so an Arabic sentence keeps its "+" in front', () => {
    expect(ltrIsolate('+420 596 123 456')).toBe('\u2066+420 596 123 456\u2069');
  });

  it('leaves empty text empty: no invisible characters where nothing is shown', () => {
    expect(ltrIsolate('')).toBe('');
  });

  it('drops isolate controls inside the value, so a value cannot close the isolate early or leave one open', () => {
    expect(ltrIsolate('SD-1\u2069\u2067x')).toBe('\u2066SD-1x\u2069');
    expect(ltrIsolate('\u2068a@b.example')).toBe('\u2066a@b.example\u2069');
  });

  it('isolates only in right-to-left text', () => {
    expect(ltrIsolateIn('ar', 'SD-26-4F7K2')).toBe('\u2066SD-26-4F7K2\u2069');
    expect(ltrIsolateIn('en', 'SD-26-4F7K2')).toBe('SD-26-4F7K2');
    expect(ownDirectionIsolateIn('ar', 'offer.pdf')).toBe('\u2068offer.pdf\u2069');
    expect(ownDirectionIsolateIn('cs', 'offer.pdf')).toBe('offer.pdf');
  });

  it('can be undone to compare or copy the value', () => {
    expect(withoutIsolates(ltrIsolate('anna@kompost.example'))).toBe('anna@kompost.example');
  });

  it('isolates a file name in its own direction (FSI), whichever script it is written in', () => {
    expect(ownDirectionIsolate('عرض 2026.pdf')).toBe('\u2068عرض 2026.pdf\u2069');
    expect(ownDirectionIsolate('offer\u2069.pdf')).toBe('\u2068offer.pdf\u2069');
    expect(ownDirectionIsolate('')).toBe('');
  });
});
