export const passwordLength = { min: 12, max: 128 } as const;

export type PasswordProblem = 'password_too_short' | 'password_too_long' | 'password_too_common';

let commonPasswords: Promise<Set<string>> | undefined;

/**
 * About 49,000 passwords that leak lists show people choose most often (zxcvbn-ts's common list), so a
 * 12-character "qwerty123456" is refused although it is long enough. Compared without case, because
 * "Qwerty123456" is guessed just as early.
 */
async function isCommonPassword(password: string): Promise<boolean> {
  // The word lists (~11 MB in the process) load with the first password set, not at start (decision 149).
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase())),
  );
  return (await commonPasswords).has(password.toLowerCase());
}

/** The one password policy: every way a password is set (reset, invitation, set-up, CLI) checks it. */
export async function passwordProblem(password: string): Promise<PasswordProblem | undefined> {
  if (password.length < passwordLength.min) return 'password_too_short';
  if (password.length > passwordLength.max) return 'password_too_long';
  if (await isCommonPassword(password)) return 'password_too_common';
  return undefined;
}
