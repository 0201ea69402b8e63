// The test part of `npm test` (after typecheck and lint): builds the app the way `npm start` serves it,
// because the browser tests drive that build, then runs every vitest project.
//
// With SITEDESK_TEST_LTS_NODE naming a second Node (`.ci/run` sets it: .ci/node-versions), the projects are
// shared between the two instead of run twice (decision 195): every project on that Node, except the
// server tests on PostgreSQL, which run at the same time on the Node running this script (the oldest one
// supported). The server tests thus run on both Nodes, once each. Without it, everything runs on this Node.
// Arguments are vitest's file filters (`node scripts/test.mjs e2e/upgrade.test.ts`), given to every run.
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    'TEST_DATABASE_URL is not set: the database tests run on the embedded database only. ' +
      'To run them on PostgreSQL too, point it at a server you may create databases on ' +
      '(`.ci/run` starts a throwaway one).',
  );
}
run('npm', ['run', 'build']);

const filters = process.argv.slice(2);
// A filter may match no file of one run's projects: that run has nothing to do, which is no failure.
const filterArgs = filters.length > 0 ? ['--passWithNoTests', ...filters] : [];
const ltsNode = process.env.SITEDESK_TEST_LTS_NODE;
if (!ltsNode) {
  run('npx', ['vitest', 'run', ...filterArgs]);
} else {
  const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
  const runs = [
    { node: ltsNode, args: process.env.TEST_DATABASE_URL ? ['--project', '!server:postgres'] : [] },
    // One file at a time beside the other run's three (decision 171): four files in flight while both run.
    ...(process.env.TEST_DATABASE_URL
      ? [{ node: process.execPath, args: ['--project', 'server:postgres', '--maxWorkers', '1'] }]
      : []),
  ];
  const results = await Promise.all(
    runs.map(({ node, args }) => runVitest(node, [vitest, 'run', ...args, ...filterArgs])),
  );
  for (const result of results) console.log(result.summary);
  if (results.some((result) => result.code !== 0)) process.exit(1);
}

/** Runs vitest on `node`, each output line marked with that Node's version; resolves with its exit code. */
function runVitest(node, args) {
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const label = `[node ${version}]`;
  const startedAt = Date.now();
  const child = spawn(node, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const [stream, write] of [
    [child.stdout, (line) => console.log(`${label} ${line}`)],
    [child.stderr, (line) => console.error(`${label} ${line}`)],
  ]) {
    createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', write);
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - startedAt) / 1000);
      const outcome = code === 0 ? 'passed' : `failed (exit ${code ?? signal})`;
      resolve({
        code: code ?? 1,
        summary: `${label} vitest ${args.slice(2).join(' ')}: ${outcome} in ${seconds} s`,
      });
    });
  });
}
