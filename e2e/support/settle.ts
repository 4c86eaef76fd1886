import type { Page } from '@playwright/test';

/**
 * Resolves once the page has handled every event queued before this call (messages and input
 * are handled in order, so a message posted now arrives after them) and rendered twice since:
 * a test that asserts that something did NOT happen (Escape left a dialog open, a message was
 * ignored, no third slice loaded) checks right after this, instead of after a pause that a
 * loaded machine may outrun.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const marker = `settled-${Math.random()}`;
        const onMessage = (event: MessageEvent) => {
          if (event.data !== marker) return;
          window.removeEventListener('message', onMessage);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        };
        window.addEventListener('message', onMessage);
        window.postMessage(marker, '*');
      }),
  );
}
