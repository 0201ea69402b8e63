/**
 * How the person started a command, for its usage line: `npm run user:create -- …` in a checkout, where each
 * command is its own npm script, or `sitedesk user:create …` through the one entry the image has (`cli.ts`).
 */
let commandName = (command: string) => `npm run ${command}`;
let commandLine = (command: string) => `npm run ${command} --`;

/** Called by the dispatcher before it loads a command, so the command's usage names the dispatcher. */
export function invokedThrough(program: string): void {
  commandName = (command) => `${program} ${command}`;
  commandLine = commandName;
}

export function usageOf(command: string, argumentsLine: string): string {
  return `Usage: ${commandLine(command)} ${argumentsLine}`;
}

/** The command as the person would type it again, before its arguments (`npm run restore --`). */
export function commandLineOf(command: string): string {
  return commandLine(command);
}

/** The command's name in a sentence (`npm run backup`, `sitedesk backup`). */
export function commandNameOf(command: string): string {
  return commandName(command);
}
