// A/B tests (platform-core §9): each test of the brand's lobby settings gets a variant per
// browser, kept in the cookie `ab_{name}` for 30 days. An existing cookie naming one of the
// test's variants wins; otherwise a weighted random draw picks one. The cookie is written
// only with the preferences consent (without it the draw still happens, for this page
// view only).
//
// Pure: the random source is a parameter, so a seeded one (mulberry32) makes draws
// reproducible in tests and QA. src/app reads/writes the cookie (src/adapters/cookies.ts)
// and console.warns the returned warnings.

import type { AbTest } from '../lobby-settings/settings.ts';

export const AB_COOKIE_PREFIX = 'ab_';
export const AB_COOKIE_DAYS = 30;

export const abCookieName = (testName: string): `ab_${string}` => `${AB_COOKIE_PREFIX}${testName}`;

export interface AbChoice {
  /** null only when the test has no variants at all. */
  variant: string | null;
  /** cookie: the stored variant; draw: the weighted draw; fallback: weights unusable. */
  source: 'cookie' | 'draw' | 'fallback';
  /** For the developer console; empty when all was well. */
  warnings: string[];
}

/** A weight that is negative or not a finite number counts as 0. */
export const effectiveWeight = (weight: unknown): number =>
  typeof weight === 'number' && Number.isFinite(weight) && weight > 0 ? weight : 0;

/**
 * The variant of `test` for this browser. `random` returns a number in [0, 1) like
 * Math.random (values outside are clamped).
 */
export function chooseVariant(
  test: AbTest,
  existingCookie: string | null,
  random: () => number,
): AbChoice {
  const variants = Array.isArray(test.variants) ? test.variants : [];
  const warnings: string[] = [];

  if (existingCookie !== null && variants.some((variant) => variant.name === existingCookie))
    return { variant: existingCookie, source: 'cookie', warnings };
  if (existingCookie !== null)
    warnings.push(
      `A/B test "${test.name}": stored variant "${existingCookie}" is not a variant of the test; drawing again`,
    );

  const first = variants[0];
  if (first === undefined) {
    warnings.push(`A/B test "${test.name}" has no variants`);
    return { variant: null, source: 'fallback', warnings };
  }

  const invalid = variants.filter((variant) => effectiveWeight(variant.weight) !== variant.weight);
  if (invalid.length > 0)
    warnings.push(
      `A/B test "${test.name}": weights of ${invalid.map((v) => `"${v.name}" (${String(v.weight)})`).join(', ')} count as 0`,
    );

  const total = variants.reduce((sum, variant) => sum + effectiveWeight(variant.weight), 0);
  if (!(total > 0) || !Number.isFinite(total)) {
    warnings.push(
      `A/B test "${test.name}": weights sum to ${String(total)}; using the first variant "${first.name}"`,
    );
    return { variant: first.name, source: 'fallback', warnings };
  }

  const r = Math.min(Math.max(Number(random()) || 0, 0), 1 - Number.EPSILON);
  let point = r * total;
  let last = first.name;
  for (const variant of variants) {
    const weight = effectiveWeight(variant.weight);
    if (weight === 0) continue;
    last = variant.name;
    if (point < weight) return { variant: variant.name, source: 'draw', warnings };
    point -= weight;
  }
  // Floating-point leftovers land on the last variant that has a weight.
  return { variant: last, source: 'draw', warnings };
}

export interface AbConsent {
  preferences: boolean;
}

/** The A/B cookie is a preferences cookie: written only with that consent. */
export const shouldWriteAbCookie = (consent: AbConsent | null | undefined): boolean =>
  consent?.preferences === true;

/** The cookie to write for a choice, or null (no consent, nothing chosen, already stored). */
export function abCookieToWrite(
  testName: string,
  choice: AbChoice,
  consent: AbConsent | null | undefined,
): { name: `ab_${string}`; value: string; days: number } | null {
  if (!shouldWriteAbCookie(consent) || choice.variant === null || choice.source === 'cookie')
    return null;
  return { name: abCookieName(testName), value: choice.variant, days: AB_COOKIE_DAYS };
}

// The seeded PRNG for reproducible draws lives in machines/random; re-exported for callers here.
export { mulberry32 } from '../random/seeded-random.ts';
