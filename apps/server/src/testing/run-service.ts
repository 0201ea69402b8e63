import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const mainSource = fileURLToPath(new URL('../main.ts', import.meta.url));

export type ServiceExit = { code: number | null; stdout: string; stderr: string };

/**
 * Runs the service from source as its own process, the way `npm start` would, with only the given
 * variables (plus PATH) in its environment, and waits for it to exit.
 */
export function runServiceUntilExit(env: Record<string, string>): Promise<ServiceExit> {
  return runScriptUntilExit(mainSource, [], env);
}

/** Runs a TypeScript entry point of the service (the service itself, a CLI) as its own process. */
export function runScriptUntilExit(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<ServiceExit> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: repositoryRoot,
      // Spam checks off unless the caller asks for them, as in every test harness.
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', SPAM_CHECKS: 'off', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
