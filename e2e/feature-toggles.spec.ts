import { test } from '@playwright/test';
import {
  brandsShow,
  cloneBrand,
  runCheck,
  type TestBrand,
  type ToggleCheck,
} from './support/toggles.ts';
import { BROWSER_TOGGLE_CHECKS } from './toggles/checks.ts';

// Feature toggles end to end: set through the operator API, what the player sees checked both
// ways, each way in a fresh browser context. Every toggle of platform-core §3 is proven on and
// off in jsdom, machine and service tests (tests/ui/toggle-proofs.test.ts holds the table); the
// browser keeps the toggles whose effect is a journey across server and pages (decision 0064).
// Each toggle has brands of its own, cloned from the demo brand its check names: one with the
// toggle on (toggles-{licence}-{n}-on.localhost), one with it off (…-off). No other test sees
// them, so the file runs beside every other spec and its tests beside each other, and no test
// waits for a flipped toggle to reach the server's brand cache: the setup waits once for all.
const CHECKS: readonly ToggleCheck[] = BROWSER_TOGGLE_CHECKS;
const LICENCES = { aurora: 'mga', nordlys: 'est', kingfisher: 'anj' } as const;

let brands: readonly { on: TestBrand; off: TestBrand }[] = [];

test.beforeAll(async ({ request }) => {
  // Idempotent: another worker running this file finds the same brands, as they are.
  brands = await Promise.all(
    CHECKS.map(async (check, index) => {
      const key = `toggles-${LICENCES[check.brand]}-${index + 1}`;
      const [on, off] = await Promise.all([
        cloneBrand(request, check.brand, `${key}-on`, { [check.toggle]: true }),
        cloneBrand(request, check.brand, `${key}-off`, { [check.toggle]: false }),
      ]);
      return { on, off };
    }),
  );
  await brandsShow(
    request,
    CHECKS.flatMap((check, index) => [
      { brand: brands[index]!.on, toggles: { [check.toggle]: true } },
      { brand: brands[index]!.off, toggles: { [check.toggle]: false } },
    ]),
  );
});

for (const [index, check] of CHECKS.entries()) {
  test(`${check.toggle} on and off (${check.brand} brands): ${check.effect}`, async ({
    browser,
    request,
  }) => {
    // Two directions, each with its pages (and a sign-in, a deposit): more than one page's 60 s.
    test.setTimeout(120_000);
    for (const on of [true, false]) {
      const brand = on ? brands[index]!.on : brands[index]!.off;
      await test.step(`${check.toggle} ${on ? 'on' : 'off'} on ${brand.key}`, () =>
        runCheck(browser, request, brand, check, on));
    }
  });
}
