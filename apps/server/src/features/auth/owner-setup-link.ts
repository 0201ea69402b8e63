import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '@sitedesk/db/client';
import type { Config } from '../../config';
import { createOneTimeToken, hashOneTimeToken } from './one-time-token';
import { hasAnyStaff, isSetupTokenOpen, replaceSetupToken } from './staff-repository';

/**
 * First start: while nobody can sign in, a one-time link to create the owner (it expires after
 * SETUP_TOKEN_TTL_HOURS). `main.ts` prints it next to the ready line. Undefined once staff exist.
 */
export async function createOwnerSetupLinkIfNoStaff(
  db: Database,
  config: Config,
): Promise<string | undefined> {
  if (await hasAnyStaff(db)) return undefined;
  const { token, tokenHash } = createOneTimeToken();
  await replaceSetupToken(db, tokenHash, new Date(Date.now() + config.auth.setupTokenTtlHours * 3_600_000));
  return `${config.publicOrigin}/desk/setup?token=${token}`;
}

/** The line that shows the link, the same at the start, in the reminders and from `npm run setup-link`. */
export function ownerSetupLine(link: string, config: Config): string {
  return `No staff yet: create the owner at ${link} (valid ${config.auth.setupTokenTtlHours} h, once)`;
}

/**
 * Where a running service keeps its unused set-up link for `npm run setup-link` (the embedded database
 * cannot be opened by a second process while the service runs). Readable by the service's account only,
 * like the secret key beside it; removed once the link is used.
 */
export const ownerSetupLinkFile = (dataDir: string) => join(dataDir, 'owner-setup-link');

/** Every five minutes: often enough to find it again after request logs, rarely enough not to be noise. */
export const ownerSetupReminderMs = 5 * 60_000;

export type Scheduler = (tick: () => void, everyMs: number) => { stop(): void };

const everyInterval: Scheduler = (tick, everyMs) => {
  const timer = setInterval(tick, everyMs);
  // The reminder never keeps the process alive on its own.
  timer.unref();
  return { stop: () => clearInterval(timer) };
};

/**
 * Prints the set-up link again every `everyMs` until it is used, so it does not scroll away under the
 * service's output; while it waits, `linkFile` (in DATA_DIR, for root and the service's account only) holds
 * it for `npm run setup-link`. Stops when staff exist or when the link was replaced by a newer one (another
 * instance's start, `npm run setup-link`); an expired link is replaced by a new one, which is printed.
 */
export function remindOfOwnerSetupLink(options: {
  db: Database;
  config: Config;
  link: string;
  print: (line: string) => void;
  /** A reminder that failed (the database away): the next one tries again. */
  onError: (error: unknown) => void;
  linkFile?: string;
  everyMs?: number;
  schedule?: Scheduler;
}): { tick(): Promise<void>; stop(): void } {
  const { db, config, print, linkFile } = options;
  let link = options.link;
  let isStopped = false;
  const keep = (current: string) => {
    try {
      if (linkFile) writeFileSync(linkFile, `${current}\n`, { mode: 0o600 });
    } catch (error) {
      options.onError(error);
    }
  };
  const stop = () => {
    isStopped = true;
    timer.stop();
    try {
      if (linkFile) rmSync(linkFile, { force: true });
    } catch (error) {
      options.onError(error);
    }
  };
  const tick = async () => {
    if (isStopped) return;
    if (await hasAnyStaff(db)) return stop();
    const token = new URL(link).searchParams.get('token') ?? '';
    const state = await isSetupTokenOpen(db, hashOneTimeToken(token));
    if (state === 'replaced') return stop();
    if (state === 'expired') {
      const renewed = await createOwnerSetupLinkIfNoStaff(db, config);
      if (!renewed) return stop();
      link = renewed;
      keep(link);
    }
    print(ownerSetupLine(link, config));
  };
  keep(link);
  const timer = (options.schedule ?? everyInterval)(
    () => void tick().catch(options.onError),
    options.everyMs ?? ownerSetupReminderMs,
  );
  return { tick, stop };
}
