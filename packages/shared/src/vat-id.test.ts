import { describe, expect, it } from 'vitest';
import { normalizeVatId } from './vat-id';

describe('VAT numbers by their country’s format', () => {
  it('stores them as VIES writes them, adding a prefix the buyer left out', () => {
    expect(normalizeVatId('DE 123.456.789', 'DE')).toBe('DE123456789');
    expect(normalizeVatId('123456789', 'DE')).toBe('DE123456789');
    expect(normalizeVatId('el-094014201', 'GR')).toBe('EL094014201');
    expect(normalizeVatId('12345678', 'AT')).toBe('ATU12345678');
    expect(normalizeVatId('NL123456789B01', 'NL')).toBe('NL123456789B01');
    expect(normalizeVatId('CHE-123.456.789 MWST', 'CH')).toBe('CHE123456789MWST');
    expect(normalizeVatId('XI123456789', 'GB')).toBe('XI123456789');
  });

  it('refuses a number of another format or another country', () => {
    expect(normalizeVatId('DE12345678', 'DE')).toBeUndefined();
    expect(normalizeVatId('CZ12345678', 'DE')).toBeUndefined();
    expect(normalizeVatId('NL123456789', 'NL')).toBeUndefined();
    expect(normalizeVatId('SE12345678900', 'SE')).toBeUndefined();
    expect(normalizeVatId('SE123456789001', 'SE')).toBe('SE123456789001');
  });

  it('takes a plausible number of a country without a known format, and nothing too long', () => {
    expect(normalizeVatId('27AAPFU0939F1ZV', 'IN')).toBe('27AAPFU0939F1ZV');
    expect(normalizeVatId('x', 'IN')).toBeUndefined();
    expect(normalizeVatId('1'.repeat(31), 'DE')).toBeUndefined();
  });
});
