import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

type ComplaintOptions = {
  /** The console message types that count as complaints; by default errors and warnings. */
  consoleTypes?: readonly string[];
  /** Console messages a test expects (the browser's own log of a 422 answer, say): not complaints. */
  isExpected?: (text: string) => boolean;
};

/**
 * The visitors of one browser test file. Each is a fresh browser context (no cookies, no storage), kept
 * until `closeAll`. A page from `newPage` reports its uncaught errors and console complaints, which
 * `takeComplaints` hands over, so the test whose page caused them fails on them.
 */
export function createVisitors(getBrowser: () => Browser | undefined, options: ComplaintOptions = {}) {
  const consoleTypes = options.consoleTypes ?? ['error', 'warning'];
  const contexts: BrowserContext[] = [];
  let complaints: string[] = [];

  async function newContext(contextOptions: BrowserContextOptions = {}): Promise<BrowserContext> {
    const browser = getBrowser();
    if (!browser) throw new Error('Chromium did not start.');
    const context = await browser.newContext(contextOptions);
    contexts.push(context);
    return context;
  }

  return {
    newContext,

    async newPage(contextOptions: BrowserContextOptions = {}): Promise<Page> {
      const page = await (await newContext(contextOptions)).newPage();
      page.on('pageerror', (error) => complaints.push(`uncaught ${error.message}`));
      page.on('console', (message) => {
        if (!consoleTypes.includes(message.type()) || options.isExpected?.(message.text())) return;
        // Chromium aborts what is loading when the machine's network interfaces change (a container or
        // proxy suite starting beside this one): the machine's doing, not the page's. A page that then
        // does not work still fails the test's own steps.
        if (message.text().includes('net::ERR_NETWORK_CHANGED')) return;
        complaints.push(`console.${message.type()}: ${message.text()}`);
      });
      return page;
    },

    async closeAll(): Promise<void> {
      await Promise.all(contexts.splice(0).map((context) => context.close()));
    },

    /** The complaints since the last call. */
    takeComplaints(): string[] {
      const taken = complaints;
      complaints = [];
      return taken;
    },
  };
}
