import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.2 AA, the level the product promises, plus axe's best practices, which Lighthouse counts too. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The page's axe violations, one readable line per rule (id, impact, what it checks, which elements), so a
 * failing assertion says what to fix without opening a report.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // A public page lays out its lower bands only after its fonts (decision 214), and without scripts only as
  // each nears the screen. axe measures contrast from what is painted and misjudges a band still skipped,
  // so every band is laid out first, as it is for a visitor who scrolls to it; first-view-shifts.test.ts
  // checks that the page does so itself.
  await page.evaluate(() => {
    for (const band of document.querySelectorAll<HTMLElement>('main > section')) {
      band.style.setProperty('content-visibility', 'visible');
    }
  });
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
