import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.2 AA, the level the product promises, plus axe's best practices, which Lighthouse counts too. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The page's axe violations, one readable line per rule (id, impact, what it checks, which elements), so a
 * failing assertion says what to fix without opening a report.
 */
export async function axeViolations(page: Page): Promise<string[]> {
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
