import { describe, expect, it } from 'vitest';
import {
  GATED_FEATURES,
  LICENCE_GATED_FEATURES,
  featuresFor,
  isFeatureEnabled,
  type GatedFeature,
} from '../../machines/licence-gating/licence-gating.ts';
import { LICENCES } from '../../machines/lobby-settings/settings.ts';

// platform-core §6 "Licence-gated features (feature: licences)", copied as the spec prints it.
const SPEC_TABLE = `
| globalLossLimits, lossLimits | est |
| sessionClock | est |
| sessionLimits | mga |
| depositLimits | mga, crc, anj |
| depositLimitsWeekly, depositLimitsMonthly | mga, anj |
| depositLimitsOnRegistration | mga |
| selfExclusion | mga, crc |
| selfExclusionMultipleOptions | mga |
| closedLoopPayments | est |
| realityCheck | mga |
| fullTermsLinkInChallenges | mga, est |
| ibJackpotNotification | mga, est |
| defaultUSDCurrency | cos |
| ssnOnRegistration | est |
`;

const rows = SPEC_TABLE.trim()
  .split('\n')
  .flatMap((line) => {
    const [features = '', licences = ''] = line
      .split('|')
      .slice(1, 3)
      .map((cell) => cell.trim());
    const allowed = licences.split(',').map((licence) => licence.trim());
    return features.split(',').map((feature) => ({ feature: feature.trim(), allowed }));
  });

describe('licence gating (platform-core §6)', () => {
  it('has exactly the features of the table, in its order', () => {
    expect(GATED_FEATURES).toEqual(rows.map((row) => row.feature));
    expect(GATED_FEATURES).toHaveLength(16);
  });

  describe.each(rows)('$feature', ({ feature, allowed }) => {
    it.each(LICENCES)(`under %s`, (licence) => {
      expect(isFeatureEnabled(feature as GatedFeature, licence)).toBe(allowed.includes(licence));
    });

    it('lists only known licences', () => {
      expect(LICENCE_GATED_FEATURES[feature as GatedFeature]).toEqual(allowed);
      for (const licence of allowed) expect(LICENCES).toContain(licence);
    });
  });

  it('an unknown or missing licence enables nothing', () => {
    for (const feature of GATED_FEATURES) {
      expect(isFeatureEnabled(feature, 'ukgc')).toBe(false);
      expect(isFeatureEnabled(feature, 'MGA')).toBe(false);
      expect(isFeatureEnabled(feature, null)).toBe(false);
      expect(isFeatureEnabled(feature, undefined)).toBe(false);
    }
  });

  it('lists the features of a licence', () => {
    expect(featuresFor('cos')).toEqual(['defaultUSDCurrency']);
    expect(featuresFor('crc')).toEqual(['depositLimits', 'selfExclusion']);
    expect(featuresFor('est')).toEqual([
      'globalLossLimits',
      'lossLimits',
      'sessionClock',
      'closedLoopPayments',
      'fullTermsLinkInChallenges',
      'ibJackpotNotification',
      'ssnOnRegistration',
    ]);
    expect(featuresFor(null)).toEqual([]);
  });
});
