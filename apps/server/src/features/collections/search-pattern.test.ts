import { describe, expect, it } from 'vitest';
import { caseInsensitivePattern } from './search-pattern';

describe('the search pattern', () => {
  it('matches either case of every letter, umlauts included, whatever the server locale', () => {
    const pattern = new RegExp(caseInsensitivePattern('Über ä'));
    expect(pattern.test('Weiter ÜBER Ärger')).toBe(true);
    expect(pattern.test('x über Ä y')).toBe(true);
    expect(pattern.test('uber a')).toBe(false);
  });

  it('takes wildcards and regular-expression characters literally', () => {
    expect(caseInsensitivePattern('a.b*(c)%_')).toBe('[aA]\\.[bB]\\*\\([cC]\\)%_');
    expect(new RegExp(caseInsensitivePattern('100%')).test('1000')).toBe(false);
  });
});
