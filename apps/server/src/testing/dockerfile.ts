/**
 * Reads a Dockerfile into its stages and instructions (line continuations joined, comments dropped), so
 * tests can check the image's rules and repeat its production install without a Docker engine.
 */
export type Instruction = { keyword: string; args: string };
export type Stage = { name: string | undefined; base: string; instructions: Instruction[] };

export function parseDockerfile(text: string): { args: Instruction[]; stages: Stage[] } {
  const lines: string[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (pending === '' && (line === '' || line.startsWith('#'))) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1).trim()} `;
      continue;
    }
    lines.push(`${pending}${line}`.trim());
    pending = '';
  }
  const args: Instruction[] = [];
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, keyword = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const instruction = { keyword: keyword.toUpperCase(), args: rest };
    if (instruction.keyword === 'FROM') {
      const [, base = '', name] = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?$/i.exec(rest) ?? [];
      stages.push({ name, base, instructions: [] });
    } else if (stages.length === 0) {
      args.push(instruction);
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return { args, stages };
}

/**
 * A stage's instructions as a build runs them: those of the stage it is built `FROM`, when that is another
 * stage of the file, first.
 */
export function instructionsOfStage(stages: Stage[], name: string): Instruction[] {
  const stage = stages.find((candidate) => candidate.name === name);
  if (!stage) throw new Error(`The Dockerfile has no stage ${name}`);
  const isStageBase = stages.some((candidate) => candidate.name === stage.base);
  return [...(isStageBase ? instructionsOfStage(stages, stage.base) : []), ...stage.instructions];
}

/** A `COPY`'s options (`--from=build`), sources and destination. */
export function copyParts(args: string): {
  from: string | undefined;
  sources: string[];
  destination: string;
} {
  const words = args.split(/\s+/);
  const options = words.filter((word) => word.startsWith('--'));
  const paths = words.filter((word) => !word.startsWith('--'));
  const from = options.find((option) => option.startsWith('--from='))?.slice('--from='.length);
  return { from, sources: paths.slice(0, -1), destination: paths.at(-1) ?? '' };
}
