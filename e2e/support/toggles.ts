import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { FeatureToggle } from '../../machines/lobby-settings/settings.ts';
import { origin } from './origins.ts';

// A brand's feature toggles through the operator API (server/brands/operator-routes.ts), for the
// toggle matrix (e2e/feature-toggles.spec.ts). The server reads brands at most every 2 s, so
// setToggle waits until the brand's settings show the new value.
const OPERATOR = { 'x-operator-key': 'dev-operator-key', 'x-operator-name': 'e2e' };

/** One toggle's observable effect on a demo brand, checked with the toggle on and off. */
export interface ToggleCheck {
  toggle: FeatureToggle;
  /** The demo brand's key; its origin is {brand}.localhost. */
  brand: string;
  /** What a player sees change, e.g. "the cashier opens in its dark layout". */
  effect: string;
  check: (page: Page, on: boolean) => Promise<void>;
}

export async function setToggle(
  request: APIRequestContext,
  brand: string,
  toggle: FeatureToggle,
  on: boolean,
): Promise<void> {
  // Node resolves only localhost: the brand is named in the path and the `brand` header.
  const base = origin();
  const response = await request.patch(`${base}/operator/brands/${brand}/feature-toggles`, {
    headers: { ...OPERATOR, 'content-type': 'application/json' },
    data: { [toggle]: on },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await expect
    .poll(
      async () => {
        const settings = await request.get(`${base}/api/lobby-settings`, { headers: { brand } });
        const body = (await settings.json()) as { featureToggles: Record<string, boolean> };
        return body.featureToggles[toggle];
      },
      { timeout: 10_000 },
    )
    .toBe(on);
}

/** The brand's toggles as they are now (to put them back after a test). */
export async function togglesOf(
  request: APIRequestContext,
  brand: string,
): Promise<Record<FeatureToggle, boolean>> {
  const response = await request.get(`${origin()}/operator/brands/${brand}/feature-toggles`, {
    headers: OPERATOR,
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { featureToggles: Record<FeatureToggle, boolean> })
    .featureToggles;
}
