import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import type { FeatureToggle } from '../../machines/lobby-settings/settings.ts';
import { origin } from './origins.ts';
import { createPlayer, signInContext, type FixturePlayer, type PlayerOptions } from './test.ts';

// The toggle matrix's brands and toggles (e2e/feature-toggles.spec.ts). Each toggle is checked on
// brands of its own, cloned from a demo brand by the test-fixtures stand-in (/dev/fixtures/brands)
// and set through the operator API (server/brands/operator-routes.ts): one with the toggle on, one
// with it off, so no other test sees a change and nothing has to run last. The server reads
// brands at most every 2 s: a clone and its toggles are waited for in its settings.
const OPERATOR = { 'x-operator-key': 'dev-operator-key', 'x-operator-name': 'e2e' };

/** The demo brands the matrix's brands are cloned from. */
export type DemoBrand = 'aurora' | 'nordlys' | 'kingfisher';

/** A brand of a test's own: a clone of a demo brand at `{key}.localhost`. */
export interface TestBrand {
  key: string;
  /** e.g. toggles-est-3.localhost (Chromium resolves every *.localhost name to this machine). */
  host: string;
  /** e.g. http://toggles-est-3.localhost:3100 */
  origin: string;
}

/** What a check gets for one direction of its toggle: a page of a fresh context, on its brand. */
export interface ToggleRun {
  page: Page;
  brand: TestBrand;
  /** A fixture player of the brand, the page's context signed in as them (no page loaded). */
  signIn: (options?: Omit<PlayerOptions, 'host'>) => Promise<FixturePlayer>;
}

/** One toggle's observable effect, checked with the toggle on and off. */
export interface ToggleCheck {
  toggle: FeatureToggle;
  /** The demo brand the check's own brand is cloned from (licence, theme, flows, lobby). */
  brand: DemoBrand;
  /** What a player sees change, e.g. "the cashier opens in its dark layout". */
  effect: string;
  check: (run: ToggleRun, on: boolean) => Promise<void>;
}

/**
 * Clones `from` as `key` at `{key}.localhost` (again: the same brand, unchanged) and sets
 * `toggles` on it through the operator API. The server shows it within its brand cache's 2 s:
 * brandsShow waits for that.
 */
export async function cloneBrand(
  request: APIRequestContext,
  from: DemoBrand,
  key: string,
  toggles: Partial<Record<FeatureToggle, boolean>>,
): Promise<TestBrand> {
  const host = `${key}.localhost`;
  const response = await request.post(`${origin()}/dev/fixtures/brands`, {
    data: { from, key, hostname: host },
  });
  expect([200, 201], await response.text()).toContain(response.status());
  const changed = await request.patch(`${origin()}/operator/brands/${key}/feature-toggles`, {
    headers: { ...OPERATOR, 'content-type': 'application/json' },
    data: toggles,
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  return { key, host, origin: origin(host) };
}

/** Waits until the server answers each brand's host with that brand and these toggles. */
export async function brandsShow(
  request: APIRequestContext,
  brands: readonly { brand: TestBrand; toggles: Partial<Record<FeatureToggle, boolean>> }[],
): Promise<void> {
  await expect
    .poll(
      async () => {
        for (const { brand, toggles } of brands) {
          // Node resolves only localhost: the brand's host goes in the Host header.
          const settings = await request.get(`${origin()}/api/lobby-settings`, {
            headers: { host: new URL(brand.origin).host },
          });
          const body = (await settings.json()) as {
            brand: string;
            featureToggles: Record<string, boolean>;
          };
          const seen = { brand: body.brand, ...pick(body.featureToggles, toggles) };
          if (JSON.stringify(seen) !== JSON.stringify({ brand: brand.key, ...toggles })) {
            return `${brand.key}: ${JSON.stringify(seen)}`;
          }
        }
        return 'all shown';
      },
      // Often: the brands show within the server's 2 s, and each poll is a few cheap requests.
      { timeout: 10_000, intervals: [100] },
    )
    .toBe('all shown');
}

/** The entries of `values` named in `like`, in `like`'s order. */
function pick(values: Record<string, boolean>, like: object): Record<string, boolean> {
  return Object.fromEntries(Object.keys(like).map((name) => [name, values[name]!]));
}

/**
 * A fresh browser context as the running project makes them (its device's viewport, agent and
 * scale), for one direction of a toggle: no cookie, storage or signed-in player carried over
 * from the other.
 */
export async function projectContext(browser: Browser): Promise<BrowserContext> {
  const use = test.info().project.use;
  return browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    screen: use.screen,
    userAgent: use.userAgent,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
  });
}

/** Runs `check` one way in a fresh context on `brand`, and closes the context. */
export async function runCheck(
  browser: Browser,
  request: APIRequestContext,
  brand: TestBrand,
  check: ToggleCheck,
  on: boolean,
): Promise<void> {
  const context = await projectContext(browser);
  try {
    const page = await context.newPage();
    await check.check(
      {
        page,
        brand,
        signIn: async (options = {}) => {
          const player = await createPlayer(request, { ...options, host: brand.host });
          await signInContext(context, player);
          return player;
        },
      },
      on,
    );
  } finally {
    await context.close();
  }
}
