import { dictionary } from '@zxcvbn-ts/language-common';

export const passwordLength = { min: 12, max: 128 } as const;

export type PasswordProblem = 'password_too_short' | 'password_too_long' | 'password_too_common';

let commonPasswords: Set<string> | undefined;

/**
 * About 49,000 passwords that leak lists show people choose most often (zxcvbn-ts's common list), so a
 * 12-character "qwerty123456" is refused although it is long enough. Compared without case, because
 * "Qwerty123456" is guessed just as early.
 */
function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}

/** The one password policy: every way a password is set (reset, invitation, set-up, CLI) checks it. */
export function passwordProblem(password: string): PasswordProblem | undefined {
  if (password.length < passwordLength.min) return 'password_too_short';
  if (password.length > passwordLength.max) return 'password_too_long';
  if (isCommonPassword(password)) return 'password_too_common';
  return undefined;
}
