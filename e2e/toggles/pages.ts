import { expect, type Page } from '@playwright/test';
import { newestCode, outbox } from '../support/players.ts';
import type { ToggleCheck } from '../support/toggles.ts';
import { startedGame } from '../support/game-frame.ts';

// The page toggles (decision 0055) and the existing ones they sit with, each on a
// clone of the demo brand named: each check asserts what the player sees with the toggle on and
// what they see with it off, so a toggle that did nothing fails one of the two directions.
// Players who must be signed in are fixture players: no check here is about signing in.
const SLOT = 'polished-reels-megaways';
const DEMO_PHONE = '+358401234567';

async function answerCookies(page: Page) {
  await page
    .getByRole('region', { name: 'Cookies on this site' })
    .getByRole('button', { name: 'Necessary only' })
    .click();
}

/** The Estonian visitor's registration page of a nordlys brand: one page, consents included. */
async function estonianRegistration(page: Page, at: string) {
  await page.setExtraHTTPHeaders({ 'x-country-code': 'EE' });
  await page.goto(`${at}/en/register/`);
  await expect(page.locator('[data-form-type="SSN"]')).toBeVisible();
}

export const PAGE_TOGGLES: readonly ToggleCheck[] = [
  {
    toggle: 'BasicEnterCode',
    brand: 'nordlys',
    effect:
      'the enter-code page is one plain field (on) or six digit boxes with a resend link (off)',
    check: async ({ page, brand }, on) => {
      await page.goto(`${brand.origin}/en/enter-code/?phone=${encodeURIComponent(DEMO_PHONE)}`);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      const code = page.getByLabel('Code', { exact: true });
      const digits = page.locator('input[data-digit]');
      const resend = page.getByRole('link', { name: 'Send a new code' });
      if (on) {
        await expect(code).toBeVisible();
        await expect(digits).toHaveCount(0);
        await expect(resend).toHaveCount(0);
        await expect(page.getByText(`We sent a six-digit code to ${DEMO_PHONE}.`)).toHaveCount(0);
      } else {
        await expect(digits).toHaveCount(6);
        await expect(resend).toBeVisible();
        await expect(page.getByText(`We sent a six-digit code to ${DEMO_PHONE}.`)).toBeVisible();
        // A whole code typed (or pasted) into the first box spreads over the six.
        await digits.first().fill('123456');
        await expect(digits.nth(5)).toHaveValue('6');
        await expect(digits.nth(5)).toBeFocused();
      }
    },
  },
  {
    toggle: 'EnableGamesInformationMessage',
    brand: 'aurora',
    effect: 'a closable information note about rules, RTP and limits shows over the game',
    check: async ({ page, brand }, on) => {
      await page.goto(`${brand.origin}/en/games/${SLOT}/`);
      await answerCookies(page);
      await expect(page.locator('iframe[data-game-frame]')).toBeVisible();
      const note = page.getByTestId('games-information-message');
      if (!on) {
        await expect(note).toHaveCount(0);
        return;
      }
      await expect(note).toBeVisible();
      await note.getByTestId('games-information-rules').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await note.getByTestId('games-information-close').click();
      await expect(note).toHaveCount(0);
      // Closed for the browser session: the next game page has none.
      await page.reload();
      await expect(page.locator('iframe[data-game-frame]')).toBeVisible();
      await expect(note).toHaveCount(0);
    },
  },
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
    toggle: 'DefaultConsentRegistration',
    brand: 'nordlys',
    effect: 'the marketing boxes at registration start ticked (terms and privacy never)',
    check: async ({ page, brand }, on) => {
      await estonianRegistration(page, brand.origin);
      for (const label of [
        'Offers and news by email',
        'Offers and news by SMS',
        'Offers and news by phone',
      ]) {
        const box = page.getByLabel(label);
        await (on ? expect(box).toBeChecked() : expect(box).not.toBeChecked());
      }
      await expect(page.getByLabel('I accept the terms and conditions')).not.toBeChecked();
      await expect(page.getByLabel('I accept the privacy policy')).not.toBeChecked();
    },
  },
  {
    toggle: 'enableZendeskWebWidget',
    brand: 'aurora',
    effect: 'a Help button in the corner opens the support contact and help links',
    check: async ({ page, brand }, on) => {
      await page.goto(`${brand.origin}/en/`);
      await answerCookies(page);
      await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeVisible();
      const help = page.getByTestId('help-launcher');
      if (!on) {
        await expect(help).toHaveCount(0);
        return;
      }
      await expect(help).toBeVisible();
      await help.click();
      const panel = page.getByTestId('help-panel');
      // The brand's own address (support@{brand}.example.com).
      await expect(
        panel.getByRole('link', { name: `support@${brand.key}.example.com` }),
      ).toBeVisible();
      await panel.getByRole('link', { name: 'Terms and conditions' }).click();
      await expect(page).toHaveURL(`${brand.origin}/en/terms-and-conditions/`);
      await expect(panel).toHaveCount(0);
      // No third-party script: every script the page loaded is the lobby's own.
      const foreign = await page.evaluate(() =>
        [...document.scripts]
          .map((s) => s.src)
          .filter((src) => src && !src.startsWith(location.origin)),
      );
      expect(foreign).toEqual([]);
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
  {
    toggle: 'Sportsbook',
    brand: 'aurora',
    // The main navigation lists Sports only once its page exists (PrimaryNav's hasRealPage).
    effect: 'the quick menu of the basic layout offers Sports next to Casino',
    check: async ({ page, brand }, on) => {
      await page.goto(`${brand.origin}/en/terms-and-conditions/`);
      const menu = page.getByRole('navigation', { name: 'Product' });
      await expect(menu.getByRole('link', { name: 'Casino' })).toBeVisible();
      const sports = menu.getByRole('link', { name: 'Sports' });
      await (on ? expect(sports).toBeVisible() : expect(sports).toHaveCount(0));
    },
  },
  {
    toggle: 'QuickMenu',
    brand: 'aurora',
    effect: "the basic layout's header has the Casino / Sports quick menu",
    check: async ({ page, brand }, on) => {
      await page.goto(`${brand.origin}/en/terms-and-conditions/`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const menu = page.getByRole('navigation', { name: 'Product' });
      await (on
        ? expect(menu.getByRole('link', { name: 'Casino' })).toBeVisible()
        : expect(menu).toHaveCount(0));
    },
  },
  {
    toggle: 'DisablePhoneVerificationForRewards',
    brand: 'aurora',
    effect: 'rewards open without the phone check (on) or ask to verify the phone first (off)',
    check: async ({ page, brand, signIn }, on) => {
      // A player whose phone number is not verified.
      await signIn({ phoneVerified: false });
      await page.goto(`${brand.origin}/en/rewards/`);
      const form = page.getByRole('form', { name: 'Verify your phone number' });
      const list = page.getByRole('heading', { name: 'Your rewards' });
      if (on) {
        await expect(list).toBeVisible();
        await expect(form).toHaveCount(0);
      } else {
        await expect(form).toBeVisible();
        await expect(list).toHaveCount(0);
      }
    },
  },
];
