import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { repoRoot } from './server';

const run = promisify(execFile);

export type StaffUser = { email: string; name: string; role: 'owner' | 'admin' | 'editor' | 'sales' };

/**
 * Creates a staff account with the built administration command (`node apps/server/dist/cli.js user:create`,
 * what the container's `sitedesk user:create` runs; decision 190), as an operator would. The browser tests
 * drive that build anyway, and the built command starts in a third of the time `npm run user:create` takes
 * to compile the sources: some 80 calls a CI run. With the embedded database the service must not be
 * running on that data folder (the command needs it to itself).
 */
export async function createStaffUser(
  user: StaffUser,
  password: string,
  env: { DATA_DIR: string; DATABASE_URL?: string },
): Promise<void> {
  await run(
    process.execPath,
    [
      'apps/server/dist/cli.js',
      'user:create',
      '--email',
      user.email,
      '--password',
      password,
      '--role',
      user.role,
      '--name',
      user.name,
    ],
    { cwd: repoRoot, env: { ...process.env, LOG_LEVEL: 'warn', ...env } },
  );
}

/** Signs in through the API and returns the `Cookie` header a browser would send from then on. */
export async function signInCookie(origin: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200)
    throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair !== '' && !pair.endsWith('='))
    .join('; ');
}
