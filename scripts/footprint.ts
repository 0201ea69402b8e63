/**
 * What the service costs the machine, read from outside: the resident memory of its whole process tree (the
 * service and every process it started, such as the embedded PostgreSQL) and the event loop's p99 delay
 * from `/metrics`. Used by `npm run bench:footprint`; Linux only (reads /proc).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** The process and all its descendants. */
export function processTree(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command name (2nd field) may hold spaces and parentheses: the parent pid follows the last ")".
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const tree: number[] = [];
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop() as number;
    tree.push(pid);
    pending.push(...(children.get(pid) ?? []));
  }
  return tree;
}

function statusKb(pid: number, field: string): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Proportional set size: shared pages (PostgreSQL's shared buffers) counted once across the tree. */
function pssKb(pid: number): number {
  try {
    return Number(/Pss:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

export type TreeMemory = { rssMb: number; pssMb: number; processes: number };

/** RSS summed over the tree (shared pages counted in every process that maps them, so an upper bound) and PSS. */
export function treeMemory(rootPid: number): TreeMemory {
  const pids = processTree(rootPid);
  const rss = pids.reduce((sum, pid) => sum + statusKb(pid, 'VmRSS'), 0);
  const pss = pids.reduce((sum, pid) => sum + pssKb(pid), 0);
  return { rssMb: Math.round(rss / 1024), pssMb: Math.round(pss / 1024), processes: pids.length };
}

/** Samples the tree's memory every `everyMs` until stopped; returns the highest figures seen. */
export function samplePeakMemory(rootPid: number, everyMs = 250): { stop(): TreeMemory } {
  let peak: TreeMemory = treeMemory(rootPid);
  const timer = setInterval(() => {
    const now = treeMemory(rootPid);
    peak = {
      rssMb: Math.max(peak.rssMb, now.rssMb),
      pssMb: Math.max(peak.pssMb, now.pssMb),
      processes: Math.max(peak.processes, now.processes),
    };
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

/**
 * The event loop's p99 delay in ms since the previous read (the gauge starts a new window at each scrape):
 * read once before a measurement to start the window, once after to get its figure.
 */
export async function eventLoopP99Ms(origin: string, metricsToken: string): Promise<number> {
  const response = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  const text = await response.text();
  const value = /^sitedesk_event_loop_delay_p99_seconds (\S+)$/m.exec(text)?.[1];
  if (value === undefined) throw new Error('/metrics has no sitedesk_event_loop_delay_p99_seconds');
  return Math.round(Number(value) * 1000 * 10) / 10;
}
