// Licence-gated features (platform-core §6 "Licence-gated features"): the ONE map from a
// feature to the licences under which it is shown. Every component that shows a gated
// feature asks isFeatureEnabled(feature, settings.licence).

import type { Licence } from '../lobby-settings/settings.ts';

export const LICENCE_GATED_FEATURES = {
  globalLossLimits: ['est'],
  lossLimits: ['est'],
  sessionClock: ['est'],
  sessionLimits: ['mga'],
  depositLimits: ['mga', 'crc', 'anj'],
  depositLimitsWeekly: ['mga', 'anj'],
  depositLimitsMonthly: ['mga', 'anj'],
  depositLimitsOnRegistration: ['mga'],
  selfExclusion: ['mga', 'crc'],
  selfExclusionMultipleOptions: ['mga'],
  closedLoopPayments: ['est'],
  realityCheck: ['mga'],
  fullTermsLinkInChallenges: ['mga', 'est'],
  ibJackpotNotification: ['mga', 'est'],
  defaultUSDCurrency: ['cos'],
  ssnOnRegistration: ['est'],
} as const satisfies Record<string, readonly Licence[]>;

export type GatedFeature = keyof typeof LICENCE_GATED_FEATURES;

export const GATED_FEATURES = Object.keys(LICENCE_GATED_FEATURES) as GatedFeature[];

/** Whether `feature` is shown under `licence`; an unknown or missing licence enables nothing. */
export function isFeatureEnabled(
  feature: GatedFeature,
  licence: Licence | string | null | undefined,
): boolean {
  const licences: readonly string[] = LICENCE_GATED_FEATURES[feature] ?? [];
  return typeof licence === 'string' && licences.includes(licence);
}

/** The gated features shown under a licence, in table order. */
export const featuresFor = (licence: Licence | string | null | undefined): GatedFeature[] =>
  GATED_FEATURES.filter((feature) => isFeatureEnabled(feature, licence));
