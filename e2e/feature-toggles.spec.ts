import { expect, test } from '@playwright/test';
import { FEATURE_TOGGLES } from '../machines/lobby-settings/settings.ts';
import { setToggle, togglesOf, type ToggleCheck } from './support/toggles.ts';
import { CASHIER_TOGGLES } from './toggles/cashier.ts';
import { SIGN_IN_TOGGLES } from './toggles/sign-in.ts';
import { PAGE_TOGGLES } from './toggles/pages.ts';

// The toggle matrix (issue #19): every feature toggle of platform-core §3, flipped through the
// operator API on a demo brand, on and then off, and what the player sees checked both ways.
// The file runs in the `toggles` project after every other test (playwright.config.ts), one test
// at a time: a flipped toggle changes the brand for everyone, so nothing else may run meanwhile.
const CHECKS: readonly ToggleCheck[] = [...SIGN_IN_TOGGLES, ...CASHIER_TOGGLES, ...PAGE_TOGGLES];

test.describe.configure({ mode: 'serial' });

test('every toggle of platform-core §3 has a check in the matrix', () => {
  expect([...new Set(CHECKS.map((check) => check.toggle))].sort()).toEqual(
    [...FEATURE_TOGGLES].sort(),
  );
});

for (const check of CHECKS) {
  for (const on of [true, false]) {
    test(`${check.toggle} ${on ? 'on' : 'off'} on ${check.brand}: ${check.effect}`, async ({
      page,
      request,
    }) => {
      const before = await togglesOf(request, check.brand);
      await setToggle(request, check.brand, check.toggle, on);
      try {
        await check.check(page, on);
      } finally {
        await setToggle(request, check.brand, check.toggle, before[check.toggle]);
      }
    });
  }
}
