import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The key behind signed download URLs and the salted hashes of client addresses. From SECRET_KEY when set
 * (required for several instances: they must agree); otherwise made once and kept in DATA_DIR, so the
 * embedded default needs no setup and survives restarts.
 */
export function resolveSecretKey(options: { fromEnvironment: string | undefined; dataDir: string }): {
  secret: string;
  isGenerated: boolean;
} {
  if (options.fromEnvironment) return { secret: options.fromEnvironment, isGenerated: false };
  const file = join(options.dataDir, 'secret-key');
  if (existsSync(file)) return { secret: readFileSync(file, 'utf8').trim(), isGenerated: true };
  mkdirSync(options.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return { secret, isGenerated: true };
}
