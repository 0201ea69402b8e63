import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals webhook signing secrets for the database with AES-256-GCM under a key derived from SECRET_KEY
 * (HKDF-SHA-256, its own `info`, so this key signs nothing else). A secret must be read back to sign, so
 * it cannot be hashed; a copy of the database without SECRET_KEY cannot sign as Sitedesk.
 */
export type SecretBox = {
  seal(plain: string): string;
  /** `undefined` when the sealed text was not made with this key (SECRET_KEY changed) or was altered. */
  open(sealed: string): string | undefined;
};

const version = 'v1';

export function createSecretBox(secretKey: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secretKey, 'sitedesk', 'webhook signing secrets v1', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [version, iv, tag, ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [prefix, iv, tag, ciphertext] = sealed.split('.');
      if (prefix !== version || !iv || !tag || ciphertext === undefined) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}

/** A new signing secret as Standard Webhooks writes it: `whsec_` and 32 random bytes in base64. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}
