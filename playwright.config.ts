import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/chromium-path.ts';

// End-to-end tests run the built SPA on the real server with fresh embedded storage, in
// Debian's Chromium, its headless shell where installed (scripts/chromium-path.ts).
const PORT = Number(process.env.E2E_PORT ?? 3100);
const chromium = chromiumPath();
/** The specs that move a brand's time (support/test.ts advanceTime). */
const BRAND_TIME_SPECS = ['**/raffle.spec.ts', '**/protection-session.spec.ts'];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  // Two workers on the 2-core CI machine: one worker's Chromium, server and runner kept the
  // cores about two-thirds busy (a test waits on the server and on its own polls), and a second
  // took the suite from 7.3 to 4.8 minutes, green. (On the slower machine of decision 0056 it
  // gained nothing; decision 0061 has both measurements.)
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Generous waits for a shared, loaded machine: a passing assertion returns as soon as it
  // holds, so these cost nothing unless a page is slow.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // No trace by default: recording one (DOM snapshots, a screencast) cost a third more CPU
    // per test, and CI keeps only the printed output. `--trace retain-on-failure` to debug.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: BRAND_TIME_SPECS,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      grep: /@phone/,
      testIgnore: BRAND_TIME_SPECS,
    },
    // Specs that move a brand's time (the clock stand-in): a reality check or a raffle drop of
    // that brand comes due for every player signed in on it at that moment, so they run after
    // the others, beside each other (each moves a brand of its own: kingfisher, aurora).
    {
      name: 'brand-time',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: BRAND_TIME_SPECS,
      dependencies: ['desktop', 'phone'],
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.ts',
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(PORT), E2E_DATA_DIR: '.tmp/e2e-data', LOG_LEVEL: 'warn' },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
