import {
  test,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
} from '@playwright/test';

/**
 * For a spec whose tests open browser contexts beside their own (a second player, a second
 * device): returns how to open one, and closes them after each test. A context left open keeps
 * its pages running — live-table rounds, pot updates, countdowns, their sockets — through every
 * later test of the worker; on CI's two cores that load slowed the specs that came after.
 * Call it once, at the top of the spec.
 */
export function closedAfterEachTest(): (
  browser: Browser,
  options?: BrowserContextOptions,
) => Promise<BrowserContext> {
  const open: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(open.splice(0).map((context) => context.close()));
  });
  return async (browser, options) => {
    const context = await browser.newContext(options);
    open.push(context);
    return context;
  };
}
