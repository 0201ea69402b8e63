import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
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
 * The Chromium to drive: `CHROMIUM_PATH`, else one on PATH (Debian's `chromium`), else a browser that
 * Playwright installed earlier. We never download one: the test machines are offline.
 */
export function findChromium(): string {
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
  if (playwrightOwn && isExecutable(playwrightOwn)) return playwrightOwn;
  throw new Error(
    'No Chromium found: install one with `apt-get install chromium` or set CHROMIUM_PATH to its executable.',
  );
}

/** Launches the Chromium found by `findChromium` through Playwright, never a downloaded one. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs] });
}
