import { expect } from '@playwright/test';
import type { ToggleCheck } from '../support/toggles.ts';

// Owned by the sign-in area: one entry per toggle it implements.
// Keycloak on a clone of kingfisher (anj, Ireland: the ROW Keycloak flow), whose identity
// provider is /realms/{its key}.

export const SIGN_IN_TOGGLES: readonly ToggleCheck[] = [
  {
    toggle: 'Keycloak',
    brand: 'kingfisher',
    effect:
      '/login/ offers the identity-provider sign-in (off: the SMS code instead, and the provider refuses to start)',
    check: async ({ page, brand }, on) => {
      const at = brand.origin;
      await page.goto(`${at}/en/login/`);
      const identityProvider = page.getByRole('button', { name: 'Sign in with email' });
      const sms = page.getByLabel('Phone number');
      await expect(on ? identityProvider : sms).toBeVisible();
      await expect(on ? sms : identityProvider).toHaveCount(0);
      // autoSignIn=1 goes straight on to the provider only while it is on.
      await page.goto(`${at}/en/login/?autoSignIn=1`);
      if (on) await expect(page).toHaveURL(new RegExp(`/realms/${brand.key}/`));
      else {
        await expect(sms).toBeVisible();
        await expect(page).toHaveURL(`${at}/en/login/?autoSignIn=1`);
      }
      // The provider's authorization endpoint, asked from the brand's page (its host).
      const status = await page.evaluate(
        async (url) => {
          const response = await fetch(url, { redirect: 'manual' });
          return response.status;
        },
        `/realms/${brand.key}/protocol/openid-connect/auth?client_id=app&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(`${at}/keycloak-login-handler/`)}&state=s&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256`,
      );
      if (on) expect(status).not.toBe(403);
      else expect(status).toBe(403);
      // Sign-up offers the provider's own registration only while it is on.
      await page.goto(`${at}/en/register/`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Create account with email' })).toHaveCount(
        on ? 1 : 0,
      );
    },
  },
];
