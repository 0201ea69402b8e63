import { accessSync, chmodSync, constants, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';

/**
 * Flags for every Chromium we start (tests and benchmarks). The machine has no internet and no display:
 * background networking, component updates and sync would only try to reach Google and fail.
 */
export const chromiumArgs: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const namesOnPath = ['chromium', 'chromium-browser'];

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function findOnPath(name: string): string | undefined {
  const dirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  return dirs.map((dir) => join(dir, name)).find(isExecutable);
}

/**
 * A Chromium installed on this machine: `CHROMIUM_PATH`, else one on PATH (Debian's `chromium`), else a
 * browser that Playwright installed earlier. `undefined` when there is none.
 */
export function findInstalledChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH=${fromEnv} is not an executable file.`);
  }
  for (const name of namesOnPath) {
    const found = findOnPath(name);
    if (found) return found;
  }
  const playwrightOwn = chromium.executablePath();
  return playwrightOwn && isExecutable(playwrightOwn) ? playwrightOwn : undefined;
}

/** A Chromium to start: its executable and what its environment needs (the packaged one's libraries). */
export type ChromiumToRun = { executablePath: string; env: Record<string, string> };

/**
 * The Chromium that ships inside the `@sparticuz/chromium` package (a devDependency): its compressed
 * binary is in the package, so nothing is downloaded; it is unpacked once into node_modules/.cache (see below). Its
 * own copy of the NSS libraries (built for Amazon Linux, which Debian's loader runs) goes first on
 * `LD_LIBRARY_PATH`, so a machine with nothing but Node starts it. Decision 135.
 */
async function unpackPackagedChromium(): Promise<ChromiumToRun | undefined> {
  let entry: string;
  try {
    entry = createRequire(import.meta.url).resolve('@sparticuz/chromium');
  } catch {
    return undefined;
  }
  const { default: packaged } = (await import('@sparticuz/chromium')) as typeof import('@sparticuz/chromium');
  // 143.0.4 is the last release whose `engines` allow Node 20 (decision 135); it unpacks the NSS libraries
  // only on Lambda, so its own unpacker (not in the package's public entry) is called for them. A path
  // relative to the package's file is not subject to its `exports`.
  const packageRequire = createRequire(entry);
  const { inflate } = packageRequire('./lambdafs.cjs') as { inflate(file: string): Promise<string> };
  const { version } = packageRequire('../../package.json') as { version: string };
  const binDir = join(dirname(entry), '..', '..', 'bin');
  // The package unpacks into os.tmpdir() and reuses whatever it finds there: in a shared /tmp another
  // local user could plant `/tmp/chromium` or a library for us to run. So it unpacks into a folder of
  // ours (node_modules/.cache, 0700) instead, one per version: it would reuse another version's browser.
  const unpackDir = join(dirname(entry), '..', '..', '..', '..', '.cache', `sitedesk-chromium-${version}`);
  mkdirSync(unpackDir, { recursive: true, mode: 0o700 });
  chmodSync(unpackDir, 0o700);
  const previousTmpdir = process.env.TMPDIR;
  process.env.TMPDIR = unpackDir;
  let executablePath: string;
  let libraries: string;
  try {
    [executablePath, libraries] = await Promise.all([
      packaged.executablePath(binDir),
      inflate(join(binDir, 'al2023.tar.br')),
    ]);
  } finally {
    if (previousTmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmpdir;
  }
  const libraryPath = [join(libraries, 'lib'), process.env.LD_LIBRARY_PATH].filter(Boolean).join(':');
  return { executablePath, env: { LD_LIBRARY_PATH: libraryPath } };
}

let packagedChromium: Promise<ChromiumToRun | undefined> | undefined;

/**
 * The Chromium to drive: one installed on the machine first (`findInstalledChromium`), else the one
 * packaged in `@sparticuz/chromium`. We never download one: the test machines are offline.
 */
export async function findChromium(): Promise<ChromiumToRun> {
  const installed = findInstalledChromium();
  if (installed) return { executablePath: installed, env: {} };
  packagedChromium ??= unpackPackagedChromium();
  const packaged = await packagedChromium;
  if (packaged) return packaged;
  throw new Error(
    'No Chromium found: run `npm install` (it brings @sparticuz/chromium), install one with `apt-get install chromium`, or set CHROMIUM_PATH to its executable.',
  );
}

/** Launches the Chromium found by `findChromium` through Playwright, never a downloaded one. */
export async function launchChromium(): Promise<Browser> {
  const { executablePath, env } = await findChromium();
  return chromium.launch({
    executablePath,
    args: [...chromiumArgs],
    env: { ...stringEnv(process.env), ...env },
  });
}

function stringEnv(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((pair): pair is [string, string] => pair[1] !== undefined),
  );
}
