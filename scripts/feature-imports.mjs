// Prints how apps/server's features import one another (issue 30): import lines that cross from one feature
// folder into another, the feature pairs they join, and the pairs that import each other both ways.
// `node scripts/feature-imports.mjs` (tests are left out: they may reach into what they test).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const features = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps/server/src/features');

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (entry.name.endsWith('.ts') && !entry.name.includes('.test.')) yield path;
  }
}

const featureOf = (path) => relative(features, path).split(sep)[0];
const edges = new Map();
let lines = 0;
for (const file of sourceFiles(features)) {
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from '(\.\.?\/[^']+)'/g)) {
    const target = normalize(join(dirname(file), specifier));
    if (relative(features, target).startsWith('..')) continue;
    const [from, to] = [featureOf(file), featureOf(target)];
    if (from === to) continue;
    lines += 1;
    edges.set(`${from} -> ${to}`, (edges.get(`${from} -> ${to}`) ?? 0) + 1);
  }
}
const bothWays = [...edges.keys()]
  .map((edge) => edge.split(' -> '))
  .filter(([from, to]) => from < to && edges.has(`${to} -> ${from}`))
  .map(([from, to]) => `${from} <-> ${to}`);
console.log(
  `${lines} import lines across features, ${edges.size} feature pairs, ${bothWays.length} both ways`,
);
for (const [edge, count] of [...edges].sort()) console.log(`  ${edge}: ${count}`);
for (const pair of bothWays) console.log(`  both ways: ${pair}`);
