// `npm start`: builds whatever is missing or older than its sources (one line per build; the build's own
// output only when it fails), then runs the service in this process (so Ctrl+C and SIGTERM reach it directly).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runQuietly } from './run-quietly.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts) => join(root, ...parts);

const builds = [
  {
    name: '@sitedesk/web',
    // Written last by the prerender, so a build that stopped half-way is built again.
    output: at('apps/web/dist/page-template.html'),
    sources: [
      at('apps/web/src'),
      at('apps/web/public'),
      at('apps/web/index.html'),
      at('apps/web/desk.html'),
      // The site's and the desk's client builds are configured here (decision 150).
      at('apps/web/vite.config.ts'),
      at('apps/web/vite.desk.config.ts'),
      at('packages/shared/src'),
    ],
  },
  {
    name: '@sitedesk/server',
    output: at('apps/server/dist/main.js'),
    sources: [at('apps/server/src'), at('packages/db/src'), at('packages/shared/src')],
  },
];

function newestModification(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestModification(join(path, entry))));
}

for (const build of builds) {
  const builtAt = existsSync(build.output) ? statSync(build.output).mtimeMs : 0;
  if (builtAt > Math.max(...build.sources.map(newestModification))) continue;
  const built = await runQuietly('npm', ['run', 'build', '--silent', '--workspace', build.name], {
    cwd: root,
    // A production build whatever NODE_ENV says (a shell's `development`, a test runner's `test`): the
    // service runs React's production build below, which cannot render what a development build made.
    env: { ...process.env, NODE_ENV: 'production' },
    what: build.name,
  });
  if (!built) process.exit(1);
}

// The service serves a build, so React renders pages with its production build (several times faster than
// the development one, which a missing NODE_ENV selects); the container image sets the same.
process.env.NODE_ENV ??= 'production';
await import(at('apps/server/dist/main.js'));
