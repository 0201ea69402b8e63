// `npm start`: builds whatever is missing or older than its sources, then runs the service in this process
// (so Ctrl+C and SIGTERM reach it directly).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
  console.log(`Building ${build.name}…`);
  const result = spawnSync('npm', ['run', 'build', '--workspace', build.name], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`Building ${build.name} failed; see the output above.`);
    process.exit(1);
  }
}

// The service serves a build, so React renders pages with its production build (several times faster than
// the development one, which a missing NODE_ENV selects); the container image sets the same.
process.env.NODE_ENV ??= 'production';
await import(at('apps/server/dist/main.js'));
