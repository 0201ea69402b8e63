// The test part of `npm test` (after typecheck and lint): builds the app the way `npm start` serves it,
// because the browser tests drive that build, then runs every vitest project.
import { spawnSync } from 'node:child_process';

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
run('npx', ['vitest', 'run']);
