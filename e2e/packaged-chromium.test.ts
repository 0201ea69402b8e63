import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `npm test` on a machine with nothing but Node: with no Chromium on PATH and no CHROMIUM_PATH, the tests
 * drive the one packaged in `@sparticuz/chromium` (decision 135). A child process with a PATH that holds
 * only `node` stands in for such a machine.
 */
describe('the packaged Chromium', () => {
  it('starts and renders a page when the machine has no Chromium of its own', () => {
    const script = `
      const { findChromium, launchChromium } = await import('./e2e/support/chromium.ts');
      const { executablePath, env } = await findChromium();
      const browser = await launchChromium();
      const page = await browser.newPage();
      await page.setContent('<main><h1>Angebot für Sie</h1><p dir="rtl" lang="ar">مرحبا</p></main>');
      const heading = await page.getByRole('heading', { level: 1 }).textContent();
      console.log(JSON.stringify({ executablePath, libraryPath: env.LD_LIBRARY_PATH ?? '', heading, version: browser.version() }));
      await browser.close();
    `;
    const { CHROMIUM_PATH: _ignored, ...environment } = process.env;
    const onlyNode = mkdtempSync(join(tmpdir(), 'sitedesk-only-node-'));
    symlinkSync(process.execPath, join(onlyNode, 'node'));
    let output: string;
    try {
      output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        env: { ...environment, PATH: onlyNode },
        encoding: 'utf8',
      });
    } finally {
      rmSync(onlyNode, { recursive: true, force: true });
    }
    const result = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Record<string, string>;
    expect(result.heading).toBe('Angebot für Sie');
    expect(result.executablePath).not.toMatch(/^\/usr\//);
    expect(result.libraryPath).toMatch(/al2023\/lib/);
    expect(result.version).toMatch(/^\d+\./);
  });
});
