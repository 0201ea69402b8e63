import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** WCAG 2.2 AA, the level the product promises, plus axe's best practices, which Lighthouse counts too. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** How many bands of a public page are still skipped (`content-visibility: auto`, decision 214). */
function skippedBands(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll('main > section')].filter(
        (band) => band.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) === false,
      ).length,
  );
}

/**
 * A public page lays out its lower bands in turn once its fonts are in (decision 214); axe measures contrast
 * from what is painted and misjudges a band still skipped, as Lighthouse's did. With scripts, this waits for
 * the page to do it — and fails if it never does. Without scripts a band is laid out only as it nears the
 * screen, so the bands are laid out here, as for a visitor who scrolls to each.
 */
async function bandsLaidOut(page: Page): Promise<void> {
  const isWithoutScripts = await page.evaluate(() => matchMedia('(scripting: none)').matches);
  if (isWithoutScripts) {
    await page.evaluate(() => {
      for (const band of document.querySelectorAll<HTMLElement>('main > section')) {
        band.style.setProperty('content-visibility', 'visible');
      }
    });
    return;
  }
  await expect.poll(() => skippedBands(page), { message: 'bands left skipped', timeout: 30_000 }).toBe(0);
}

/**
 * The page's axe violations, one readable line per rule (id, impact, what it checks, which elements), so a
 * failing assertion says what to fix without opening a report.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await bandsLaidOut(page);
  const results = await new AxeBuilder({ page })
    .withTags(wcagTags)
    // A frame sandboxed without scripts (a mail's HTML in the dev mailbox, decision 170) cannot run axe,
    // which would wait for it forever; what it shows is the mail's, which the desk does not make.
    .exclude('iframe[sandbox=""]')
    .analyze();
  return results.violations.map((violation) => {
    const targets = violation.nodes.map((node) => node.target.map(String).join(' ')).join(' | ');
    return `${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help} — ${targets}`;
  });
}
