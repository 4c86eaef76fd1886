import { expect, type Page } from '@playwright/test';
import { newestCode, outbox } from '../support/players.ts';
import type { ToggleCheck } from '../support/toggles.ts';
import { startedGame } from '../support/game-frame.ts';

// The toggles the browser still checks end to end (decision 0064): set through the operator API
// on a clone of the demo brand named, what the player sees with the toggle on and with it off.
// EnablePhoneVerification is a journey (a game sends an unverified player through SMS
// verification and back); ShowRTP is the one toggle the server's first paint and the SPA both
// read. Every toggle, these included, is proven on and off below the browser: the table in
// tests/ui/toggle-proofs.test.ts. Players who must be signed in are fixture players.
const SLOT = 'polished-reels-megaways';

/** The Estonian visitor's registration page of a nordlys brand: one page, consents included. */
async function estonianRegistration(page: Page, at: string) {
  await page.setExtraHTTPHeaders({ 'x-country-code': 'EE' });
  await page.goto(`${at}/en/register/`);
  await expect(page.locator('[data-form-type="SSN"]')).toBeVisible();
}

export const BROWSER_TOGGLE_CHECKS: readonly ToggleCheck[] = [
  {
    toggle: 'EnablePhoneVerification',
    brand: 'nordlys',
    effect:
      'sign-up says the phone gets a code; an unverified player is sent from a game to verify it by SMS, then back',
    check: async ({ page, brand, signIn }, on) => {
      await estonianRegistration(page, brand.origin);
      // The phone field's hint: the plain one only where numbers are not verified.
      const hintId = await page.getByLabel('Phone number').getAttribute('aria-describedby');
      const hint = page.locator(`[id="${hintId}"]`);
      await expect(hint).toBeVisible();
      await (on
        ? expect(hint).not.toHaveText('With the country code, e.g. +3725123456.')
        : expect(hint).toHaveText('With the country code, e.g. +3725123456.'));
      await page.setExtraHTTPHeaders({});

      // A player whose phone number is not verified.
      const { phoneNumber: phone } = await signIn({ phoneVerified: false });
      await page.goto(`${brand.origin}/en/games/${SLOT}/`);
      if (!on) {
        await startedGame(page, 'REAL');
        await expect(page).toHaveURL(`${brand.origin}/en/games/${SLOT}/`);
        return;
      }
      await expect(page).toHaveURL(/\/en\/phone-verification\/\?returnTo=/);
      await expect(page.getByLabel('Phone number')).toHaveValue(phone);
      const before = (await outbox(page, brand.key, phone)).length;
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.getByLabel('Code').fill(await newestCode(page, brand.key, phone, before));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByText('Your phone number is verified.')).toBeVisible();
      // Continue: the way back to the game.
      await page.getByRole('main').locator(`a[href="/en/games/${SLOT}/"]`).click();
      await expect(page).toHaveURL(`${brand.origin}/en/games/${SLOT}/`);
      await startedGame(page, 'REAL');
    },
  },
  {
    toggle: 'ShowRTP',
    brand: 'aurora',
    effect: "the game page's toolbar shows the game's RTP",
    check: async ({ page, brand }, on) => {
      await page.goto(`${brand.origin}/en/games/${SLOT}/`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const rtp = page.getByTestId('game-rtp');
      await (on ? expect(rtp).toHaveText(/^RTP \d+\.\d{2}%$/) : expect(rtp).toHaveCount(0));
    },
  },
];
