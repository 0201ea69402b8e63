import { invokedThrough } from './invocation';

/**
 * The administration commands behind one entry (decision 190): `sitedesk <command> [arguments]` in the
 * container image (`node apps/server/dist/cli.js <command>` is the same), usable with `docker exec`. Each
 * command is its own module, loaded only when named; it reads its arguments from `process.argv` and sets
 * the exit code as when it runs on its own (`npm run <command> -- …` in a checkout).
 */
const commands = {
  'user:create': {
    summary: 'create a staff member: --email E --password P --role owner|admin|editor|sales [--name N]',
    load: () => import('./user-create'),
  },
  'user:reset-2fa': {
    summary: "turn off a member's second factor and passkeys: <email>",
    load: () => import('./user-reset-2fa'),
  },
  backup: {
    summary: 'a consistent backup of DATA_DIR, also while the service runs: [<file>|-]  (-: standard output)',
    load: () => import('./backup'),
  },
  restore: {
    summary: 'restore a backup into an empty DATA_DIR, the service stopped: <file>',
    load: () => import('./restore'),
  },
  'storage:migrate': {
    summary: 'copy the files in DATA_DIR/blobs into the S3 bucket (S3_BUCKET); safe to run again',
    load: () => import('./storage-migrate'),
  },
} as const;

type CommandName = keyof typeof commands;

const program = 'sitedesk';

export function helpText(): string {
  const width = Math.max(...Object.keys(commands).map((name) => name.length));
  return [
    `Usage: ${program} <command> [arguments]   (in the image; the same: node apps/server/dist/cli.js <command>)`,
    '',
    'Commands:',
    ...Object.entries(commands).map(([name, { summary }]) => `  ${name.padEnd(width)}  ${summary}`),
    '',
    'The commands read the same settings as the service (DATA_DIR, DATABASE_URL, S3_*, SECRET_KEY, …).',
  ].join('\n');
}

function isCommand(name: string): name is CommandName {
  return Object.hasOwn(commands, name);
}

async function dispatch(argv: string[]): Promise<void> {
  const [name] = argv;
  if (name === undefined) {
    console.error(helpText());
    process.exitCode = 2;
    return;
  }
  if (name === 'help' || name === '--help' || name === '-h') {
    console.log(helpText());
    return;
  }
  if (!isCommand(name)) {
    console.error(`Unknown command "${name}". ${program} help lists the commands:\n\n${helpText()}`);
    process.exitCode = 2;
    return;
  }
  // The command parses `process.argv.slice(2)`: what follows its name.
  process.argv.splice(2, 1);
  invokedThrough(program);
  await commands[name].load();
}

await dispatch(process.argv.slice(2));
