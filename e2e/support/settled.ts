import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The desk page has its heading and has loaded every part: a page may load several at once (settings and
 * the security setting; My account's e-mail settings, factors, passkeys and sessions), so it waits until
 * no "Loading…" status of any of them is left, not for one to go.
 */
export async function settled(page: Page, loading: string | readonly string[]): Promise<void> {
  await page.getByRole('heading', { level: 1 }).waitFor();
  const texts = typeof loading === 'string' ? [loading] : loading;
  const statuses = page
    .getByRole('main')
    .locator(texts.map((text) => `[role="status"]:has-text("${text}")`).join(', '));
  // As long as Playwright waits for an element (30 s), not expect.poll's 1 s: a busy machine loads slowly.
  await expect.poll(() => statuses.count(), { timeout: 30_000 }).toBe(0);
}
