import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy';

describe('passwordProblem', () => {
  it('accepts a long, uncommon password', async () => {
    expect(await passwordProblem('correct horse battery staple')).toBeUndefined();
  });

  it('refuses passwords shorter than 12 or longer than 128 characters', async () => {
    expect(await passwordProblem('a1b2c3d4e5f')).toBe('password_too_short');
    expect(await passwordProblem('x'.repeat(129))).toBe('password_too_long');
    expect(await passwordProblem(`${'x'.repeat(127)}y`)).toBeUndefined();
  });

  it('refuses a well-known password of the right length, whatever its case', async () => {
    expect(await passwordProblem('qwerty123456')).toBe('password_too_common');
    expect(await passwordProblem('Qwerty123456')).toBe('password_too_common');
  });
});
