/**
 * Runs the container image as docs/deploy.md says (read-only root, tmpfs /tmp, a volume for /data) and checks
 * what an operator and a visitor would notice: healthy, not root, the site served, the owner made through
 * the printed set-up link, an inquiry taken (with a solved proof of work, as the contact form sends it),
 * a clean stop within 15 s, a member added by `sitedesk user:create` in a one-off container, and a second
 * container on the same volume that still has all of them. Prints one line
 * per check and exits 1 at the first that fails (decision 190). Called by `.ci/image-test`.
 *
 *   node --import tsx scripts/image-check.ts <image>
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { validInquiryFields } from '../apps/server/src/testing/desk-fixtures';
import { signInCookie } from '../e2e/support/staff-cli';

const run = promisify(execFile);
const image = process.argv[2];
if (!image) {
  console.error('Usage: node --import tsx scripts/image-check.ts <image>');
  process.exit(2);
}

/** Debian's podman in this sandbox: runc with cgroupfs (crun refuses its hybrid cgroups), limits it may not raise. */
const podmanGlobal = ['--runtime', '/usr/sbin/runc', '--cgroup-manager', 'cgroupfs'];
const limits = ['--ulimit', 'nofile=4096:4096', '--ulimit', 'nproc=4096:4096'];
const stopWithinSeconds = 15;
const startWithinMs = 120_000;

async function podman(...args: string[]): Promise<string> {
  const { stdout } = await run('podman', [...podmanGlobal, ...args], { maxBuffer: 16 * 1024 * 1024 });
  return stdout.trim();
}

/** Exit code and output, for commands that are expected to fail. */
async function podmanOutcome(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    return { code: 0, output: await podman(...args) };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}`.trim() };
  }
}

class CheckFailed extends Error {}

function check(condition: unknown, what: string, detail = ''): asserts condition {
  if (!condition) throw new CheckFailed(`✗ ${what}${detail ? `: ${detail}` : ''}`);
  console.log(`✓ ${what}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

const suffix = randomBytes(4).toString('hex');
const volume = `sitedesk-image-check-${suffix}`;
const containers: string[] = [];
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const owner = { name: 'Olga Owner', email: 'olga@image-check.example', password: 'image check owner 2026' };

/** A container as docs/deploy.md runs it: read-only, /tmp in memory, /data on the volume, the port on loopback. */
async function startContainer(name: string): Promise<void> {
  containers.push(name);
  await podman(
    'run',
    '--pull',
    'never',
    '--detach',
    '--name',
    name,
    '--read-only',
    '--tmpfs',
    '/tmp',
    '--volume',
    `${volume}:/data`,
    '--publish',
    `127.0.0.1:${port}:3000`,
    ...limits,
    '--env',
    `PUBLIC_URL=${origin}`,
    image as string,
  );
}

async function logsOf(name: string): Promise<string> {
  return (await podmanOutcome('logs', name)).output;
}

/** Waits until the service answers /api/health, or the container exits, or two minutes pass. */
async function waitUntilServing(name: string): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < startWithinMs) {
    const response = await fetch(`${origin}/api/health`).catch(() => undefined);
    if (response?.ok) return Date.now() - started;
    const state = await podman('inspect', '--format', '{{.State.Status}}', name);
    if (state !== 'running') break;
    await sleep(500);
  }
  throw new CheckFailed(`✗ ${name} serves /api/health within 2 min; its log:\n${await logsOf(name)}`);
}

/**
 * Runs the image's HEALTHCHECK as the engine does: healthy once a probe passes; a probe that fails or times
 * out is tried again up to its `--retries` (3), because on a machine this busy (CI runs the tests beside this)
 * starting `node` for one probe took more than its time-out once.
 */
async function checkHealthy(name: string): Promise<void> {
  const failures: string[] = [];
  let healthy = false;
  for (let attempt = 1; attempt <= 3 && !healthy; attempt++) {
    const probe = await podmanOutcome('healthcheck', 'run', name);
    const status = await podman('inspect', '--format', '{{.State.Health.Status}}', name);
    healthy = probe.code === 0 && status === 'healthy';
    if (!healthy) failures.push(`probe ${attempt}: ${status} ${probe.output}`);
  }
  check(healthy, 'HEALTHCHECK reports healthy', failures.join('\n'));
}

/** The contact form's proof of work: the challenge solved as any ALTCHA client solves it. */
async function solvedProof(): Promise<string> {
  const response = await fetch(`${origin}/api/inquiries/challenge`);
  check(response.ok, 'a proof-of-work challenge is issued', String(response.status));
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new CheckFailed('✗ the challenge could be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function submitInquiry(): Promise<{ id: string; reference: string }> {
  const form = new FormData();
  const fields = {
    ...validInquiryFields,
    message: 'Please quote a horizontal baler for 20 t of cardboard a day, delivered to Brno.',
    consent: 'on',
    proof: await solvedProof(),
  };
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  const response = await fetch(`${origin}/api/inquiries`, { method: 'POST', body: form });
  const body = await response.text();
  check(response.status === 201, 'an inquiry is taken (201)', `${response.status} ${body}`);
  return JSON.parse(body) as { id: string; reference: string };
}

async function inquiryReference(cookie: string, id: string): Promise<string | undefined> {
  const response = await fetch(`${origin}/api/desk/inquiries/${id}`, { headers: { cookie } });
  return response.ok ? ((await response.json()) as { reference: string }).reference : undefined;
}

/** `podman stop` sends SIGTERM; the service must finish and exit 0 before podman would kill it. */
async function stopCleanly(name: string): Promise<void> {
  const started = Date.now();
  await podman('stop', '--time', String(stopWithinSeconds + 5), name);
  const seconds = (Date.now() - started) / 1000;
  const exitCode = await podman('inspect', '--format', '{{.State.ExitCode}}', name);
  check(
    exitCode === '0' && seconds < stopWithinSeconds,
    `stopped with exit code 0 in ${seconds.toFixed(1)} s (limit ${stopWithinSeconds} s)`,
    `exit code ${exitCode}`,
  );
}

async function firstRun(): Promise<{ id: string; reference: string }> {
  const name = `sitedesk-image-check-${suffix}-1`;
  await startContainer(name);
  const ms = await waitUntilServing(name);
  console.log(
    `✓ serves /api/health ${(ms / 1000).toFixed(1)} s after start (read-only root, tmpfs /tmp, volume /data)`,
  );

  const readOnly = await podman('inspect', '--format', '{{.HostConfig.ReadonlyRootfs}}', name);
  const write = await podmanOutcome('exec', name, 'sh', '-c', 'echo x > /app/written-by-check');
  check(readOnly === 'true' && write.code !== 0, 'the root filesystem is read-only', write.output);
  const uid = await podman('exec', name, 'node', '-e', 'process.stdout.write(String(process.getuid()))');
  const pidOneUid = await podman('exec', name, 'sh', '-c', "awk '/^Uid:/ {print $2}' /proc/1/status");
  check(uid !== '0' && pidOneUid !== '0', `the service runs as uid ${pidOneUid}, not root`);
  await checkHealthy(name);

  const page = await fetch(`${origin}/en`);
  check(page.status === 200 && (await page.text()).includes('<html lang="en"'), 'the site is served (/en)');
  const desk = await fetch(`${origin}/desk`);
  check(desk.status === 200, 'the desk is served (/desk)');
  // Swagger UI's files are read by path from node_modules: the pruned install must still hold them.
  const docs = await fetch(`${origin}/api/docs/swagger-ui-bundle.js`);
  check(docs.status === 200, "the API documentation's files are served (/api/docs)", String(docs.status));
  const help = await podmanOutcome('exec', name, 'sitedesk', 'help');
  check(help.code === 0 && help.output.includes('user:create'), 'sitedesk help lists the commands');
  const unknown = await podmanOutcome('exec', name, 'sitedesk', 'no-such-command');
  check(unknown.code === 2, 'an unknown command exits with code 2', String(unknown.code));

  const link = /create the owner at (\S+)/.exec(await logsOf(name))?.[1] ?? '';
  check(link.startsWith(`${origin}/desk/setup?token=`), 'the log prints the owner set-up link');
  const token = new URL(link).searchParams.get('token');
  const setup = await fetch(`${origin}/api/desk/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ token, ...owner }),
  });
  check(setup.status === 201, 'the owner is created through the set-up link', String(setup.status));

  const inquiry = await submitInquiry();
  const cookie = await signInCookie(origin, owner.email, owner.password);
  check(
    (await inquiryReference(cookie, inquiry.id)) === inquiry.reference,
    `the owner finds inquiry ${inquiry.reference} in the desk`,
  );
  await stopCleanly(name);
  return inquiry;
}

const member = { name: 'Sam Sales', email: 'sam@image-check.example', password: 'image check member 2026' };

/** docs/deploy.md's way with the service stopped: a one-off container on the same volume runs the command. */
async function createMemberWithTheCommand(): Promise<void> {
  const created = await podmanOutcome(
    'run',
    '--pull',
    'never',
    '--rm',
    '--read-only',
    '--tmpfs',
    '/tmp',
    '--volume',
    `${volume}:/data`,
    ...limits,
    image as string,
    'sitedesk',
    'user:create',
    ...['--email', member.email, '--password', member.password, '--role', 'sales', '--name', member.name],
  );
  check(created.code === 0, 'sitedesk user:create adds a member in a one-off container', created.output);
}

async function secondRun(inquiry: { id: string; reference: string }): Promise<void> {
  const name = `sitedesk-image-check-${suffix}-2`;
  await startContainer(name);
  await waitUntilServing(name);
  console.log('✓ a new container on the same volume serves');
  check(!/create the owner at/.test(await logsOf(name)), 'no set-up link: the owner is kept');
  const cookie = await signInCookie(origin, owner.email, owner.password).catch((error: Error) => {
    throw new CheckFailed(`✗ the owner signs in after the restart: ${error.message}`);
  });
  check(
    (await inquiryReference(cookie, inquiry.id)) === inquiry.reference,
    `the owner signs in and inquiry ${inquiry.reference} is kept`,
  );
  const memberCookie = await signInCookie(origin, member.email, member.password).catch(() => '');
  check(memberCookie !== '', 'the member the command created signs in');
  await checkHealthy(name);
  await stopCleanly(name);
}

let failed = false;
try {
  await podman('volume', 'create', volume);
  const inquiry = await firstRun();
  await createMemberWithTheCommand();
  await secondRun(inquiry);
} catch (error) {
  failed = true;
  console.error(
    error instanceof CheckFailed
      ? error.message
      : `✗ the image check stopped: ${error instanceof Error ? error.message : String(error)}`,
  );
} finally {
  for (const name of containers) await podmanOutcome('rm', '--force', name);
  await podmanOutcome('volume', 'rm', '--force', volume);
}
process.exit(failed ? 1 : 0);
