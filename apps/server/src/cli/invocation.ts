/**
 * How the person started a command, for its usage line: `npm run user:create -- …` in a checkout, where each
 * command is its own npm script, or `sitedesk user:create …` through the one entry the image has (`cli.ts`).
 */
let commandLine = (command: string) => `npm run ${command} --`;

/** Called by the dispatcher before it loads a command, so the command's usage names the dispatcher. */
export function invokedThrough(program: string): void {
  commandLine = (command) => `${program} ${command}`;
}

export function usageOf(command: string, argumentsLine: string): string {
  return `Usage: ${commandLine(command)} ${argumentsLine}`;
}
