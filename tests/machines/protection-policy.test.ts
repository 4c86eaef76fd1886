// The player-protection policy table (machines/protection/policy.ts), row by row, against
// platform-core §6 "Licence-gated features" (machines/licence-gating/licence-gating.ts, which
// licence-gating.test.ts checks against the spec's text) and the protection numbers: which tools
// a licence has follows §6 exactly; time-outs, increase delays and break ends follow the issue.
import { describe, expect, it } from 'vitest';
import { isFeatureEnabled } from '../../machines/licence-gating/licence-gating.ts';
import { LICENCES } from '../../machines/lobby-settings/settings.ts';
import {
  BREAK_DURATIONS,
  LIMIT_PERIODS,
  MONEY_LIMIT_RANGE,
  PERIOD_MS,
  PROTECTION_POLICY,
  breakEndsAt,
  breakOptions,
  periodsOf,
  policyFor,
} from '../../machines/protection/policy.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

describe('protection policy table (platform-core §6)', () => {
  it('has exactly one row per licence', () => {
    expect(Object.keys(PROTECTION_POLICY).sort()).toEqual([...LICENCES].sort());
  });

  describe.each(LICENCES)('%s', (licence) => {
    const policy = PROTECTION_POLICY[licence];
    const on = (feature: Parameters<typeof isFeatureEnabled>[0]) =>
      isFeatureEnabled(feature, licence);

    it('deposit limits exist iff depositLimits; Week iff depositLimitsWeekly, Month iff depositLimitsMonthly', () => {
      const deposit = policy.moneyLimits.Deposit;
      expect(deposit !== undefined).toBe(on('depositLimits'));
      if (deposit) {
        expect(deposit.periods).toContain('Day');
        expect(deposit.periods.includes('Week')).toBe(on('depositLimitsWeekly'));
        expect(deposit.periods.includes('Month')).toBe(on('depositLimitsMonthly'));
      }
      expect(periodsOf(licence, 'Deposit')).toEqual([...(deposit?.periods ?? [])]);
    });

    it('loss limits exist iff lossLimits, global loss limits iff globalLossLimits', () => {
      expect(policy.moneyLimits.Loss !== undefined).toBe(on('lossLimits'));
      expect(policy.moneyLimits.GlobalLoss !== undefined).toBe(on('globalLossLimits'));
      for (const rule of [policy.moneyLimits.Loss, policy.moneyLimits.GlobalLoss]) {
        if (rule) expect(rule.periods).toContain('Day');
      }
    });

    it('money limit periods are known, in table order, without repeats', () => {
      for (const rule of Object.values(policy.moneyLimits)) {
        expect(rule.periods.length).toBeGreaterThan(0);
        expect([...rule.periods]).toEqual(LIMIT_PERIODS.filter((p) => rule.periods.includes(p)));
      }
      expect(
        Object.keys(policy.moneyLimits).every((kind) =>
          ['Deposit', 'Loss', 'GlobalLoss'].includes(kind),
        ),
      ).toBe(true);
    });

    it('a daily session limit exists iff sessionLimits, within one day', () => {
      expect(policy.sessionLimit !== null).toBe(on('sessionLimits'));
      if (policy.sessionLimit) {
        expect(policy.sessionLimit.minMinutes).toBeGreaterThan(0);
        expect(policy.sessionLimit.minMinutes).toBeLessThan(policy.sessionLimit.maxMinutes);
        expect(policy.sessionLimit.maxMinutes).toBeLessThanOrEqual(24 * 60);
      }
    });

    it('reality-check periods exist iff realityCheck: 10 minutes to 8 hours, ascending', () => {
      expect(policy.realityCheckMinutes !== null).toBe(on('realityCheck'));
      if (policy.realityCheckMinutes) {
        const minutes = [...policy.realityCheckMinutes];
        expect(minutes).toEqual([...new Set(minutes)].sort((a, b) => a - b));
        expect(minutes[0]).toBe(10);
        expect(minutes.at(-1)).toBe(8 * 60);
        expect(minutes.length).toBeGreaterThan(1);
      }
    });

    it('self-exclusion exists iff selfExclusion; several durations iff selfExclusionMultipleOptions', () => {
      expect(policy.selfExclusions !== null).toBe(on('selfExclusion'));
      expect((policy.selfExclusions?.length ?? 0) > 1).toBe(on('selfExclusionMultipleOptions'));
      expect(breakOptions(licence, 'SelfExclusion')).toEqual([...(policy.selfExclusions ?? [])]);
      if (policy.selfExclusions) {
        expect(policy.selfExclusions.length).toBeGreaterThan(0);
        // Self-exclusion is never shorter than six months (a shorter break is a time-out).
        for (const duration of policy.selfExclusions) {
          const end = breakEndsAt(duration, Date.UTC(2030, 0, 1));
          expect(end === null || end >= Date.UTC(2030, 6, 1)).toBe(true);
        }
      }
    });

    it('the limit prompt is mandatory iff depositLimitsOnRegistration', () => {
      expect(policy.limitPromptMandatory).toBe(on('depositLimitsOnRegistration'));
      // A mandatory prompt needs a deposit limit to set.
      if (policy.limitPromptMandatory) expect(policy.moneyLimits.Deposit).toBeDefined();
    });

    it('every licence has the four time-outs: 24 hours, 7 days, 30 days, 6 weeks', () => {
      expect([...policy.timeouts]).toEqual(['Hours24', 'Days7', 'Days30', 'Weeks6']);
      expect(breakOptions(licence, 'Timeout')).toEqual(['Hours24', 'Days7', 'Days30', 'Weeks6']);
    });

    it(`an increase or removal waits ${licence === 'anj' ? 48 : 24} hours`, () => {
      expect(policy.increaseDelayHours).toBe(licence === 'anj' ? 48 : 24);
    });

    it('lifting an ended self-exclusion has a cooling-off; the time zone is a real IANA zone', () => {
      expect(policy.exclusionLiftDelayHours).toBeGreaterThanOrEqual(24);
      expect(() => new Intl.DateTimeFormat('en-GB', { timeZone: policy.timeZone })).not.toThrow();
    });
  });

  it('an unknown or missing licence offers only the time-out', () => {
    for (const licence of [null, undefined, '', 'ukgc']) {
      const policy = policyFor(licence);
      expect(policy.moneyLimits).toEqual({});
      expect(policy.sessionLimit).toBeNull();
      expect(policy.realityCheckMinutes).toBeNull();
      expect(policy.selfExclusions).toBeNull();
      expect(breakOptions(licence, 'Timeout')).toEqual(['Hours24', 'Days7', 'Days30', 'Weeks6']);
      expect(periodsOf(licence, 'Deposit')).toEqual([]);
    }
  });

  it('the rolling windows: Day 24 h, Week 7 days, Month 30 days', () => {
    expect(PERIOD_MS).toEqual({ Day: DAY_MS, Week: 7 * DAY_MS, Month: 30 * DAY_MS });
  });

  it('money limits: at least 1.00, at most the ledger ceiling, whole minor units', () => {
    expect(MONEY_LIMIT_RANGE.min).toBe(100);
    expect(Number.isSafeInteger(MONEY_LIMIT_RANGE.max)).toBe(true);
    expect(MONEY_LIMIT_RANGE.max).toBeGreaterThan(MONEY_LIMIT_RANGE.min);
  });
});

describe('breakEndsAt', () => {
  const from = Date.UTC(2030, 0, 15, 9, 30);

  it.each([
    ['Hours24', from + DAY_MS],
    ['Days7', from + 7 * DAY_MS],
    ['Days30', from + 30 * DAY_MS],
    ['Weeks6', from + 42 * DAY_MS],
    ['Months6', Date.UTC(2030, 6, 15, 9, 30)],
    ['Year1', Date.UTC(2031, 0, 15, 9, 30)],
    ['Years2', Date.UTC(2032, 0, 15, 9, 30)],
    ['Years5', Date.UTC(2035, 0, 15, 9, 30)],
    ['Indefinite', null],
  ] as const)('%s from 15 Jan 2030 09:30 UTC', (duration, end) => {
    expect(breakEndsAt(duration, from)).toBe(end);
  });

  it('calendar months keep the time of day across a DST change (UTC arithmetic)', () => {
    const march = Date.UTC(2030, 2, 20, 23, 0);
    expect(breakEndsAt('Months6', march)).toBe(Date.UTC(2030, 8, 20, 23, 0));
  });

  it('a month end or 29 February never ends early: it runs over into the next month', () => {
    // 31 August + 6 months has no 31 February: the break ends in early March, never before.
    const end = breakEndsAt('Months6', Date.UTC(2030, 7, 31));
    expect(end).toBe(Date.UTC(2031, 2, 3));
    expect(breakEndsAt('Year1', Date.UTC(2028, 1, 29))).toBe(Date.UTC(2029, 2, 1));
  });

  it('every duration ends after it starts, and longer durations end later', () => {
    for (const start of [from, Date.UTC(2030, 7, 31), Date.UTC(2028, 1, 29, 23, 59)]) {
      const ends = BREAK_DURATIONS.map((duration) => breakEndsAt(duration, start));
      expect(ends.at(-1)).toBeNull();
      const finite = ends.slice(0, -1) as number[];
      expect(finite.every((end) => end > start)).toBe(true);
      expect(finite).toEqual([...finite].sort((a, b) => a - b));
    }
  });
});
