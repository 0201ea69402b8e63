import { parseArgs } from 'node:util';
import { genericFieldMessages } from '@sitedesk/shared/messages/api-error-texts';
import { isStaffRole, staffRoles } from '@sitedesk/shared/permissions';
import { z } from 'zod';
import { passwordProblem } from '../features/auth/password-policy';
import { staffFieldErrorMessages } from '../features/auth/staff-field-errors';
import { AppError } from '../http/app-error';
import { commandStaffAuth, fail, runCommand, withServiceDatabase } from './command-runtime';
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

  await withServiceDatabase(async (db, config) => {
    const auth = commandStaffAuth(db, config);
    const name = values.name?.trim() || email.split('@')[0] || email;
    const { userId } = await auth.accounts.createMember({ email, name, role, password });
    console.log(
      `Created ${role} ${email.trim().toLowerCase()} ("${name}", id ${userId}). They can sign in at ${config.publicOrigin}/desk.`,
    );
  });
}

runCommand('user:create', main, (error) =>
  error instanceof AppError && error.details.fields
    ? Object.entries(error.details.fields)
        .map(
          ([field, problem]) =>
            `--${field}: ${problem.message ?? genericFieldMessages.en[problem.code] ?? problem.code}`,
        )
        .join('\n')
    : undefined,
);
