import { parseArgs } from 'node:util';
import { user } from '@sitedesk/db/auth-schema';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { createLogger } from '../logger';
import { createDatabaseAuditLog } from '../platform/audit/database-audit-log';
import { commandStaffAuth, fail, runCommand, withServiceDatabase } from './command-runtime';
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

  await withServiceDatabase(async (db, config) => {
    const address = email.trim().toLowerCase();
    const [member] = await db.select({ id: user.id }).from(user).where(eq(user.email, address));
    if (!member) return fail(`No staff member has the address ${address}.`);
    const auth = commandStaffAuth(db, config);
    await auth.accounts.resetSecondFactorOf(member.id);
    // The command line is the service acting for whoever holds the server: audited like the desk's reset.
    const audit = createDatabaseAuditLog({ db, instanceId: 'command-line', logger: createLogger('warn') });
    await audit.record({
      actor: { type: 'system' },
      action: 'auth.two_factor_reset',
      target: { type: 'user', id: member.id },
    });
    console.log(
      `Removed the second factor of ${address} and ended their sessions. They sign in at ${config.publicOrigin}/desk with their password.`,
    );
  });
}

runCommand('user:reset-2fa', main);
