import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';

const docPath = join(import.meta.dirname, '..', 'docs', 'performance.md');

/**
 * Replaces the section between `<!-- NAME:start -->` and `<!-- NAME:end -->` in docs/performance.md (or
 * appends it), so each benchmark rewrites only its own figures.
 */
/** The machine a benchmark ran on, for its section: cores, CPU model, memory and Node's version. */
export function machineDescription(): string {
  return `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

export async function writePerformanceSection(name: string, markdown: string): Promise<void> {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(docPath) ? await readFile(docPath, 'utf8') : '# Performance\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + block + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  await writeFile(docPath, next);
}
