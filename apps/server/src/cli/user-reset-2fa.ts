import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { user } from '@sitedesk/db/auth-schema';
import { connectDatabase } from '@sitedesk/db/client';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { describeConfigProblems, loadConfig } from '../config';
import { acquireDataDirLock, DataDirLockedError } from '../data-dir-lock';
import { createStaffAuth } from '../features/auth/create-staff-auth';
import { createLogger } from '../logger';
import { paths } from '../paths';
import { createDatabaseAuditLog } from '../platform/audit/database-audit-log';
import { resolveSecretKey } from '../secret-key';
import { usageOf } from './invocation';

const usage = usageOf('user:reset-2fa', '<email>');

/**
 * Recovery for a member who lost their authenticator and their backup codes, the last owner above all (no
 * one in the desk can reset an owner but another owner): whoever runs the service removes the second
 * factor and ends the member's sessions. They sign in with their password and, where one is required,
 * enrol a new factor at once. Access to this command is access to the server, which is the point.
 */
async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true, options: {}, strict: true });
  const [email] = positionals;
  if (positionals.length !== 1 || !email || !z.email().safeParse(email.trim()).success) return fail(usage);

  if (existsSync('.env')) process.loadEnvFile('.env');
  const result = loadConfig(process.env);
  if (!result.ok) return fail(describeConfigProblems(result.problems));
  const { config } = result;
  // The embedded database may be open in one process only: the service must be stopped first.
  const lock = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
  const database = await connectDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsFolder: paths.migrations,
  });
  try {
    const address = email.trim().toLowerCase();
    const [member] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, address));
    if (!member) return fail(`No staff member has the address ${address}.`);
    const { secret } = resolveSecretKey({ fromEnvironment: config.secretKey, dataDir: config.dataDir });
    const auth = createStaffAuth({ db: database.db, config, secret, logger: createLogger('warn') });
    await auth.accounts.resetSecondFactorOf(member.id);
    // The command line is the service acting for whoever holds the server: audited like the desk's reset.
    const audit = createDatabaseAuditLog({
      db: database.db,
      instanceId: 'command-line',
      logger: createLogger('warn'),
    });
    await audit.record({
      actor: { type: 'system' },
      action: 'auth.two_factor_reset',
      target: { type: 'user', id: member.id },
    });
    console.log(
      `Removed the second factor of ${address} and ended their sessions. They sign in at ${config.publicOrigin}/desk with their password.`,
    );
  } finally {
    await database.close();
    lock?.release();
  }
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    fail(
      `The service is running on this DATA_DIR. Stop it first, then run user:reset-2fa again.\n${error.message}`,
    );
  }
  fail(`user:reset-2fa failed: ${error instanceof Error ? error.message : String(error)}`);
});
