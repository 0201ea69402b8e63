import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { connectDatabase } from '@sitedesk/db/client';
import { genericFieldMessages } from '@sitedesk/shared/api-errors';
import { isStaffRole, staffRoles } from '@sitedesk/shared/permissions';
import { z } from 'zod';
import { describeConfigProblems, loadConfig } from '../config';
import { acquireDataDirLock, DataDirLockedError } from '../data-dir-lock';
import { createStaffAuth } from '../features/auth/create-staff-auth';
import { passwordProblem } from '../features/auth/password-policy';
import { staffFieldErrorMessages } from '../features/auth/staff-field-errors';
import { AppError } from '../http/app-error';
import { createLogger } from '../logger';
import { paths } from '../paths';
import { resolveSecretKey } from '../secret-key';
import { usageOf } from './invocation';

const usage = usageOf('user:create', '--email E --password P --role owner|admin|editor|sales [--name N]');

/** Creates a staff member without the web UI: for the first start of a headless deployment, or a lock-out. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
    },
    strict: true,
  });
  const passwordIssue = values.password ? await passwordProblem(values.password) : undefined;
  const problems = [
    !values.email || !z.email().safeParse(values.email).success
      ? '--email: must be an e-mail address'
      : undefined,
    !values.role || !isStaffRole(values.role) ? `--role: must be one of ${staffRoles.join(', ')}` : undefined,
    !values.password
      ? '--password: is required'
      : passwordIssue
        ? `--password: ${staffFieldErrorMessages.en[passwordIssue]}`
        : undefined,
  ].filter((problem) => problem !== undefined);
  const { email, password, role } = values;
  if (problems.length > 0 || !email || !password || !isStaffRole(role)) {
    return fail([...problems, usage].join('\n'));
  }

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
    const { secret } = resolveSecretKey({ fromEnvironment: config.secretKey, dataDir: config.dataDir });
    const auth = createStaffAuth({ db: database.db, config, secret, logger: createLogger('warn') });
    const name = values.name?.trim() || email.split('@')[0] || email;
    const { userId } = await auth.accounts.createMember({ email, name, role, password });
    console.log(
      `Created ${role} ${email.trim().toLowerCase()} ("${name}", id ${userId}). They can sign in at ${config.publicOrigin}/desk.`,
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
      `The service is running on this DATA_DIR. Stop it first, then run user:create again.\n${error.message}`,
    );
  }
  if (error instanceof AppError && error.details.fields) {
    fail(
      Object.entries(error.details.fields)
        .map(
          ([field, problem]) =>
            `--${field}: ${problem.message ?? genericFieldMessages.en[problem.code] ?? problem.code}`,
        )
        .join('\n'),
    );
  }
  fail(`user:create failed: ${error instanceof Error ? error.message : String(error)}`);
});
