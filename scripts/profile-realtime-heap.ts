/**
 * `node --import tsx scripts/profile-realtime-heap.ts`: where an open desk event stream's memory goes. Starts
 * the built service with `--heapsnapshot-signal`, takes a heap snapshot with no stream open and another with
 * N open (PROFILE_STREAMS, default 2,000), and prints the difference per constructor (self size and count,
 * per stream), plus the service's RSS and the whole process tree's PSS (the service and its embedded
 * PostgreSQL) before and after. A diagnostic for decision 147; it writes nothing into the docs.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, startServer } from '../e2e/support/server';
import { freePort, openStream, type Stream, signIn, submit } from './bench-desk-clients';
import { treeMemory } from './footprint';

const streamCount = Number(process.env.PROFILE_STREAMS ?? 2000);
const email = 'profile-sales@staff.example';
const password = 'profile-realtime-password-2026';

function rssMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
}

type Snapshot = {
  snapshot: {
    meta: {
      node_fields: string[];
      node_types: [string[], ...unknown[]];
      edge_fields: string[];
      edge_types: [string[], ...unknown[]];
    };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
};

/**
 * For PROFILE_RETAINERS (e.g. "object:Context"): what holds the first few such objects, up to 8 levels,
 * following the first strong retainer each time. Answers "why is this still alive?".
 */
function printRetainers(heap: Snapshot, target: string): void {
  const { node_fields: fields, node_types, edge_fields, edge_types } = heap.snapshot.meta;
  const width = fields.length;
  const types = node_types[0];
  const edgeTypes = edge_types[0];
  const edgeWidth = edge_fields.length;
  const nodeLabel = (node: number) =>
    `${types[heap.nodes[node + fields.indexOf('type')] ?? 0]}:${(heap.strings[heap.nodes[node + fields.indexOf('name')] ?? 0] ?? '').slice(0, 50)}`;
  const retainers = new Map<number, { from: number; edge: string }[]>();
  let edgeIndex = 0;
  for (let node = 0; node < heap.nodes.length; node += width) {
    const count = heap.nodes[node + fields.indexOf('edge_count')] ?? 0;
    for (let k = 0; k < count; k++, edgeIndex += edgeWidth) {
      const type = edgeTypes[heap.edges[edgeIndex] ?? 0] ?? '';
      if (type === 'weak' || type === 'shortcut') continue;
      const nameOrIndex = heap.edges[edgeIndex + 1] ?? 0;
      const edge =
        type === 'element' || type === 'hidden' ? `[${nameOrIndex}]` : (heap.strings[nameOrIndex] ?? '');
      const to = heap.edges[edgeIndex + 2] ?? 0;
      const list = retainers.get(to) ?? [];
      list.push({ from: node, edge });
      retainers.set(to, list);
    }
  }
  const matches: number[] = [];
  for (let node = 0; node < heap.nodes.length; node += width) {
    if (nodeLabel(node).startsWith(target)) matches.push(node);
  }
  console.log(`${matches.length} × ${target}`);
  // Spread over the matches: those of the streams outnumber the service's own.
  for (const node of [0.5, 0.75, 0.95].map((at) => matches[Math.floor(at * matches.length)] ?? 0)) {
    const chain = [nodeLabel(node)];
    let current = node;
    const seen = new Set([node]);
    for (let depth = 0; depth < 8; depth++) {
      const next = (retainers.get(current) ?? []).find((r) => !seen.has(r.from));
      if (!next) break;
      seen.add(next.from);
      chain.push(`<-${next.edge}- ${nodeLabel(next.from)}`);
      current = next.from;
    }
    console.log(chain.join('\n    '));
  }
}

/** Self size and count per `type:name` (constructor name for objects, "(closure) name" for closures). */
function summarise(file: string): Map<string, { size: number; count: number }> {
  const heap = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const target = process.env.PROFILE_RETAINERS;
  if (target) for (const name of target.split(',')) printRetainers(heap, name);
  const fields = heap.snapshot.meta.node_fields;
  const types = heap.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const totals = new Map<string, { size: number; count: number }>();
  for (let index = 0; index < heap.nodes.length; index += width) {
    const type = types[heap.nodes[index + typeAt] ?? 0] ?? '?';
    const rawName = heap.strings[heap.nodes[index + nameAt] ?? 0] ?? '';
    // Strings and numbers are grouped by type; their text says nothing about who holds them.
    const name = type === 'object' || type === 'closure' || type === 'native' ? rawName.slice(0, 60) : '';
    const key = `${type}:${name}`;
    const entry = totals.get(key) ?? { size: 0, count: 0 };
    entry.size += heap.nodes[index + sizeAt] ?? 0;
    entry.count += 1;
    totals.set(key, entry);
  }
  return totals;
}

type AllocationNode = {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: AllocationNode[];
};

async function waitForFile(path: string): Promise<string> {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    try {
      const text = readFileSync(path, 'utf8');
      JSON.parse(text);
      return text;
    } catch {
      // Not (completely) written yet.
    }
  }
}

/**
 * Bytes allocated per stream while the streams opened, garbage included, by the first frame outside
 * node_modules and Node's own code that led to them (the project's code that asked), and by package.
 */
function printAllocations(text: string, streams: number): void {
  const { head } = JSON.parse(text) as { head: AllocationNode };
  const byOwnFrame = new Map<string, number>();
  const byPackage = new Map<string, number>();
  const walk = (node: AllocationNode, own: string, pkg: string) => {
    const { url, functionName, lineNumber } = node.callFrame;
    const isOwn = url.includes('/dist/') && !url.includes('node_modules');
    const nextOwn = isOwn
      ? `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber}`
      : own;
    const nextPkg =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? (url.startsWith('node:') ? url : pkg);
    byOwnFrame.set(nextOwn, (byOwnFrame.get(nextOwn) ?? 0) + node.selfSize);
    byPackage.set(nextPkg, (byPackage.get(nextPkg) ?? 0) + node.selfSize);
    for (const child of node.children) walk(child, nextOwn, nextPkg);
  };
  walk(head, '(outside the service code)', '(service)');
  const total = [...byPackage.values()].reduce((sum, size) => sum + size, 0);
  console.log(`allocated while opening: ${Math.round(total / streams)} B per stream`);
  for (const [label, map] of [
    ['by package', byPackage],
    ['by service frame', byOwnFrame],
  ] as const) {
    console.log(label);
    for (const [key, size] of [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
      console.log(`${String(Math.round(size / streams)).padStart(10)}  ${key}`);
    }
  }
}

type Usage = { rss: number; heapTotal: number; heapUsed: number; external: number; arrayBuffers: number };

/** `process.memoryUsage()` in the service, before and after a full collection (profile-memory-preload.mjs). */
async function memoryUsage(
  pid: number,
  dir: string,
  count: number,
): Promise<{ before: Usage; after: Usage; spaces: Record<string, string> }> {
  process.kill(pid, 'SIGWINCH');
  const path = join(dir, `memory-${count}.json`);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    try {
      return JSON.parse(readFileSync(path, 'utf8')) as {
        before: Usage;
        after: Usage;
        spaces: Record<string, string>;
      };
    } catch {
      // Not written yet.
    }
  }
}

function describeUsage(label: string, usage: Usage): string {
  const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
  return `${label}: rss ${mb(usage.rss)}, heapTotal ${mb(usage.heapTotal)}, heapUsed ${mb(usage.heapUsed)}, external ${mb(usage.external)}, arrayBuffers ${mb(usage.arrayBuffers)} MB`;
}

async function snapshot(pid: number, dir: string): Promise<string> {
  const before = new Set(readdirSync(dir));
  process.kill(pid, 'SIGUSR2');
  // The service writes the file synchronously on the signal; wait until a new one stops growing.
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const fresh = readdirSync(dir).find((name) => name.endsWith('.heapsnapshot') && !before.has(name));
    if (!fresh) continue;
    const path = join(dir, fresh);
    const size = statSync(path).size;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    if (statSync(path).size === size && size > 0) return path;
  }
}

execFileSync('npm', ['run', 'build', '-w', '@sitedesk/server'], { cwd: repoRoot, stdio: 'inherit' });
const dataDir = mkdtempSync(join(tmpdir(), 'sitedesk-profile-rt-'));
const snapshotDir = mkdtempSync(join(tmpdir(), 'sitedesk-profile-heap-'));
execFileSync(
  'npm',
  ['run', 'user:create', '--', '--email', email, '--password', password, '--role', 'sales'],
  { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir }, stdio: 'ignore' },
);
const server = await startServer(
  {
    INQUIRY_RATE_LIMIT: '0',
    SIGN_IN_RATE_LIMIT: '0',
    PORT: String(await freePort()),
    NODE_OPTIONS: `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${snapshotDir} --expose-gc --import=${join(repoRoot, 'scripts/profile-memory-preload.mjs')}`,
    PROFILE_MEMORY_DIR: snapshotDir,
  },
  { dataDir },
);
try {
  const cookie = await signIn(server.url, email, password);
  await submit(server.url);
  // One stream opened and closed first, so what the first stream loads once is not counted per stream.
  const warm = await openStream(server.url, cookie);
  warm.request.destroy();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const memoryBefore = { serviceRssMb: rssMb(server.pid), tree: treeMemory(server.pid) };
  const usageBefore = await memoryUsage(server.pid, snapshotDir, 1);
  const streams: Stream[] = [];
  const sampleAllocations = process.env.PROFILE_ALLOCATIONS === '1';
  if (sampleAllocations) process.kill(server.pid, 'SIGURG');
  for (let index = 0; index < streamCount; index += 200) {
    const batch = Array.from({ length: Math.min(200, streamCount - index) }, () =>
      openStream(server.url, cookie),
    );
    streams.push(...(await Promise.all(batch)));
  }
  if (sampleAllocations) {
    process.kill(server.pid, 'SIGURG');
    printAllocations(await waitForFile(join(snapshotDir, 'allocations-1.json')), streams.length);
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  // Read before any snapshot: writing one grows the service's RSS by far more than the streams do.
  const memoryAfter = { serviceRssMb: rssMb(server.pid), tree: treeMemory(server.pid) };
  const usageAfter = await memoryUsage(server.pid, snapshotDir, 2);
  console.log(describeUsage('0 streams, before gc', usageBefore.before));
  console.log(describeUsage('0 streams, after gc ', usageBefore.after));
  console.log(describeUsage(`${streams.length} streams, before gc`, usageAfter.before));
  console.log(describeUsage(`${streams.length} streams, after gc `, usageAfter.after));
  console.log('heap spaces, 0 streams:', usageBefore.spaces);
  console.log(`heap spaces, ${streams.length} streams:`, usageAfter.spaces);
  const full = summarise(await snapshot(server.pid, snapshotDir));
  for (const stream of streams) stream.request.destroy();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const empty = summarise(await snapshot(server.pid, snapshotDir));
  const rows = [...full.entries()]
    .map(([key, { size, count }]) => {
      const was = empty.get(key) ?? { size: 0, count: 0 };
      return { key, bytes: (size - was.size) / streams.length, count: (count - was.count) / streams.length };
    })
    .sort((a, b) => b.bytes - a.bytes);
  const heapPerStream = rows.reduce((sum, row) => sum + row.bytes, 0);
  console.log(`${streams.length} streams; V8 heap per stream: ${Math.round(heapPerStream)} B`);
  console.log(
    `service RSS: ${memoryBefore.serviceRssMb.toFixed(1)} → ${memoryAfter.serviceRssMb.toFixed(1)} MB;` +
      ` tree PSS (${memoryAfter.tree.processes} processes): ${memoryBefore.tree.pssMb} → ${memoryAfter.tree.pssMb} MB`,
  );
  console.log(
    `per stream: service RSS ${Math.round(((memoryAfter.serviceRssMb - memoryBefore.serviceRssMb) * 1024 * 1024) / streams.length)} B,` +
      ` tree PSS ${Math.round(((memoryAfter.tree.pssMb - memoryBefore.tree.pssMb) * 1024 * 1024) / streams.length)} B`,
  );
  console.log('bytes/stream  objects/stream  type:constructor');
  for (const row of rows.slice(0, 40)) {
    console.log(`${row.bytes.toFixed(0).padStart(12)}  ${row.count.toFixed(2).padStart(14)}  ${row.key}`);
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(snapshotDir, { recursive: true, force: true });
}
