import { createHmac, randomInt } from 'node:crypto';

/**
 * Backup codes are lookup secrets: ASVS 5.0 6.5.2 wants them hashed. Better Auth's two-factor plugin stores
 * them plain or encrypted (reversible), and compares a submitted code with the stored list as given. So:
 *
 * - each code carries 120 random bits (24 characters of a 32-letter alphabet), which lets a standard keyed
 *   hash stand in for a slow password hash (6.5.2 allows it from 112 bits);
 * - `storeBackupCodes.encrypt` turns every code in the list it is handed into `hmac-sha256:<hex>` (entries
 *   already hashed, the rest of a list after a code was used, pass through), and `decrypt` hands the list of
 *   hashes back as it is;
 * - a `before` hook on `/two-factor/verify-backup-code` replaces the submitted code with its hash, so the
 *   plugin's own comparison and its removal of the used code work on hashes only.
 *
 * The key is derived from the service's secret: a copy of the database alone cannot even be brute-forced.
 */

const alphabet = '0123456789abcdefghjkmnpqrstvwxyz'; // Crockford's base32: no i, l, o, u to misread.
const codeLength = 24;
const groupLength = 6;
export const backupCodeCount = 10;
const hashPrefix = 'hmac-sha256:';
/** Longer input is no code: it is refused before it is hashed. */
export const backupCodeMaxInputLength = 64;

export type BackupCodeHashing = {
  generate: () => string[];
  hash: (code: string) => string;
  storeBackupCodes: {
    encrypt: (json: string) => Promise<string>;
    decrypt: (stored: string) => Promise<string>;
  };
};

/** The code as typed, the way it was printed: case, spaces and hyphens ignored; i/l read as 1, o as 0. */
export function normalizeBackupCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '').replace(/[il]/g, '1').replace(/o/g, '0');
}

function randomCode(): string {
  let code = '';
  for (let index = 0; index < codeLength; index++) code += alphabet[randomInt(alphabet.length)];
  const groups = code.match(new RegExp(`.{${groupLength}}`, 'g')) ?? [code];
  return groups.join('-');
}

function parseList(json: string): string[] {
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed) || !parsed.every((entry) => typeof entry === 'string')) {
    throw new Error('Backup codes are not a list of strings');
  }
  return parsed;
}

export function createBackupCodeHashing(secret: string): BackupCodeHashing {
  const key = createHmac('sha256', secret).update('sitedesk two-factor backup codes').digest();
  const hash = (code: string) =>
    `${hashPrefix}${createHmac('sha256', key).update(normalizeBackupCode(code)).digest('hex')}`;
  return {
    generate: () => Array.from({ length: backupCodeCount }, randomCode),
    hash,
    storeBackupCodes: {
      encrypt: async (json) =>
        JSON.stringify(parseList(json).map((code) => (code.startsWith(hashPrefix) ? code : hash(code)))),
      decrypt: async (stored) => stored,
    },
  };
}
