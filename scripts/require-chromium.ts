// Fail early with the fix instead of a stack trace from deep inside Playwright.
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium-path.ts';

const path = chromiumPath();
if (!existsSync(path)) {
  console.error(
    [
      `✗ Chromium was not found at ${path}; the end-to-end tests need it.`,
      "  Install Debian's headless shell (or its chromium):",
      '    sudo apt-get update && sudo apt-get install -y chromium-headless-shell',
      '  or point CHROMIUM_PATH at another Chromium build.',
    ].join('\n'),
  );
  process.exit(1);
}
