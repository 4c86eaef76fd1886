// The preferences cookies the player must consent to (platform-core §9): the saved product
// mode and the A/B test variants. Both wait for the consent machine; without the preferences
// consent nothing is written (the A/B draw still applies to this page view).
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import {
  abCookieName,
  abCookieToWrite,
  chooseVariant,
} from '../../../machines/ab-tests/ab-tests.ts';
import { hasConsent } from '../../../machines/consent/consent.machine.ts';
import { productModeToSave } from '../../../machines/product-mode/product-mode.ts';
import { readCookie, writeCookie } from '../../adapters/cookies.ts';
import type { PlatformActors } from '../../runtime/platform-actors.ts';
import { useShell } from '../../runtime/shell-context.ts';

type Consent = PlatformActors['consent'];

export function ConsentedPreferences({ consent }: { consent: Consent }) {
  const preferences = useSelector(consent, (snapshot) => hasConsent(snapshot, 'preferences'));
  return (
    <>
      <ProductModePreference preferences={preferences} />
      <AbTestCookies preferences={preferences} />
    </>
  );
}

function ProductModePreference({ preferences }: { preferences: boolean }) {
  const { productMode } = useShell();
  useEffect(() => {
    const toSave = productModeToSave(productMode, { preferences }, readCookie('productMode'));
    if (toSave) writeCookie('productMode', toSave, { days: 7 });
  }, [productMode, preferences]);
  return null;
}

function AbTestCookies({ preferences }: { preferences: boolean }) {
  const { settings } = useShell();
  // One draw per test and page view: re-rendering must not change the variant.
  const choices = useMemo(
    () =>
      settings.abTests.map((test) => {
        const choice = chooseVariant(test, readCookie(abCookieName(test.name)), Math.random);
        for (const warning of choice.warnings) console.warn(`A/B test "${test.name}": ${warning}`);
        return { test: test.name, choice };
      }),
    [settings.abTests],
  );
  useEffect(() => {
    for (const { test, choice } of choices) {
      // QA hook: the variant this page view uses.
      if (choice.variant !== null) document.body.setAttribute(`data-ab-${test}`, choice.variant);
      const cookie = abCookieToWrite(test, choice, { preferences });
      if (cookie) writeCookie(cookie.name, cookie.value, { days: cookie.days });
    }
  }, [choices, preferences]);
  return null;
}
