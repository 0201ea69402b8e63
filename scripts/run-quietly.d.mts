export function runQuietly(
  command: string,
  args: string[],
  options: { what: string; cwd?: string; env?: NodeJS.ProcessEnv; write?: (text: string) => void },
): Promise<boolean>;
