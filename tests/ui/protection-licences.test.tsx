// What each licence offers a player on the protection pages, licence by licence,
// against the policy table (machines/protection/policy.ts) rather than copies of it:
// /profile/limits/ and /profile/global-limits/ (one row per kind and period the licence has,
// the increase delay, the reality check, or the note that sends to the time-out), the
// self-exclusion page (the time-out's and self-exclusion's durations, a single one chosen
// already), the limit prompt before the first deposit (its kind, periods, and whether it may be
// skipped) and the footer's protection links. The fake server lists every kind, period and
// duration there is, so what a page shows is the page's own choice from the policy.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LICENCES, type Licence } from '../../machines/lobby-settings/settings.ts';
import {
  BREAK_DURATIONS,
  LIMIT_PERIODS,
  PROTECTION_POLICY,
  breakOptions,
  type BreakKind,
  type LimitPeriod,
} from '../../machines/protection/policy.ts';
import { ProtectionLinks } from '../../src/components/ProtectionLinks.tsx';
import {
  BREAK_DURATION_NAMES,
  LIMIT_NAMES,
  PERIOD_NAMES,
} from '../../src/components/protection-texts.ts';
import QuickDepositPanel from '../../src/features/cashier/QuickDepositPanel.tsx';
import { LimitsPage } from '../../src/features/protection/LimitsPage.tsx';
import SelfExclusionPage from '../../src/features/protection/SelfExclusionPage.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import { limit, loadMessages, renderProtection } from './protection-harness.tsx';

beforeAll(loadMessages);
afterEach(cleanup);

type RowKind = 'Deposit' | 'Loss' | 'GlobalLoss' | 'Session';

/** Every limit the server could list: each kind in each period. */
const EVERY_LIMIT = (['Deposit', 'Loss', 'GlobalLoss', 'Session'] as const).flatMap((kind) =>
  LIMIT_PERIODS.map((period) =>
    limit({ kind, period, currency: kind === 'Session' ? null : 'EUR' }),
  ),
);

function limitsAnswer(licence: Licence) {
  return () => ({
    viewer: {
      wallet: { id: 'w1', currency: 'EUR' },
      responsibleGaming: {
        licence,
        limits: EVERY_LIMIT,
        realityCheck: { periodSeconds: null, optionsSeconds: [600, 1800, 3600] },
      },
    },
  });
}

/** The rows a page must show under a licence, in the policy's period order: `Kind.Period`. */
function expectedRows(licence: Licence, kinds: readonly RowKind[]): string[] {
  const policy = PROTECTION_POLICY[licence];
  return kinds.flatMap((kind) => {
    const periods: readonly LimitPeriod[] =
      kind === 'Session'
        ? policy.sessionLimit
          ? ['Day']
          : []
        : (policy.moneyLimits[kind]?.periods ?? []);
    return periods.map((period) => `${kind}.${period}`);
  });
}

/** The limit rows on screen, once the page's data is in: `Kind.Period` and the row's name. */
async function shownRows(): Promise<{ row: string; name: string | null }[]> {
  // A section of limits or the note (ByRole queries are slow on a page this size).
  await waitFor(() =>
    expect(
      document.querySelector('section[data-limit-kind], [data-testid="no-limits"]'),
    ).not.toBeNull(),
  );
  return [...document.querySelectorAll<HTMLElement>('li[data-limit]')].map((item) => ({
    row: item.dataset.limit!,
    name: item.getAttribute('aria-label'),
  }));
}

/** The rows with their names ("Daily deposit limit"), each its list item's accessible name. */
const named = (rows: readonly string[]) =>
  rows.map((row) => {
    const [kind, period] = row.split('.') as [RowKind, LimitPeriod];
    return { row, name: i18n._(LIMIT_NAMES[kind][period]) };
  });

/** Each section's delay before a raise applies, as the licence has it. */
function expectIncreaseDelay(licence: Licence) {
  const hours = PROTECTION_POLICY[licence].increaseDelayHours;
  for (const section of document.querySelectorAll('section[data-limit-kind]'))
    expect(section.textContent).toContain(
      `Raising or removing a limit takes effect after ${hours} hours.`,
    );
}

const durationNames = (kind: BreakKind, licence: Licence) =>
  breakOptions(licence, kind).map((duration) => i18n._(BREAK_DURATION_NAMES[duration]));

describe.each(LICENCES)('%s', (licence) => {
  const policy = PROTECTION_POLICY[licence];

  it('/profile/limits/: a row per deposit, loss and play-time limit the policy has; the reality check where it has one', async () => {
    await renderProtection(<LimitsPage page="profile.limits" />, {
      licence,
      routeId: 'profile.limits',
      handlers: { ProtectionLimits: limitsAnswer(licence) },
    });
    const rows = expectedRows(licence, ['Deposit', 'Loss', 'Session']);
    expect(await shownRows()).toEqual(named(rows));
    expectIncreaseDelay(licence);
    if (rows.length === 0) {
      // No tool on this page: the note sends to the time-out (and to the global limits if any).
      const none = screen.getByTestId('no-limits');
      expect(none.textContent).toContain("This site's licence does not offer these limits.");
      expect(within(none).getByRole('link', { name: 'Take a break' }).getAttribute('href')).toBe(
        '/en/profile/self-exclusion/',
      );
      expect(within(none).queryByRole('link', { name: 'Global limits' }) !== null).toBe(
        policy.moneyLimits.GlobalLoss !== undefined,
      );
    } else {
      expect(screen.queryByTestId('no-limits')).toBeNull();
    }
    expect(screen.queryByTestId('reality-check') !== null).toBe(
      policy.realityCheckMinutes !== null,
    );
  });

  it('/profile/global-limits/: a row per global loss limit the policy has, else the note', async () => {
    await renderProtection(<LimitsPage page="profile.global-limits" />, {
      licence,
      routeId: 'profile.global-limits',
      handlers: { ProtectionLimits: limitsAnswer(licence) },
    });
    const rows = expectedRows(licence, ['GlobalLoss']);
    expect(await shownRows()).toEqual(named(rows));
    expectIncreaseDelay(licence);
    expect(screen.queryByTestId('no-limits') !== null).toBe(rows.length === 0);
    // The reality check is set on /profile/limits/ only.
    expect(screen.queryByTestId('reality-check')).toBeNull();
  });

  it("/profile/self-exclusion/: the policy's time-outs and self-exclusions, a single one chosen already", async () => {
    await renderProtection(<SelfExclusionPage />, {
      licence,
      routeId: 'profile.self-exclusion',
      handlers: {
        ProtectionBreaks: () => ({
          viewer: {
            responsibleGaming: {
              licence,
              timeoutOptions: BREAK_DURATIONS,
              selfExclusionOptions: BREAK_DURATIONS,
              activeBreak: null,
            },
          },
        }),
      },
    });
    for (const kind of ['Timeout', 'SelfExclusion'] as const) {
      const names = durationNames(kind, licence);
      if (names.length === 0) {
        await screen.findByTestId('no-self-exclusion');
        expect(screen.queryByTestId(`break-${kind}`)).toBeNull();
        continue;
      }
      const section = await screen.findByTestId(`break-${kind}`);
      const radios = within(section).getAllByRole<HTMLInputElement>('radio');
      expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(names);
      expect(radios.map((radio) => radio.value)).toEqual(breakOptions(licence, kind));
      expect(radios.map((radio) => radio.checked)).toEqual(names.map(() => names.length === 1));
    }
    expect(screen.queryByTestId('no-self-exclusion') !== null).toBe(policy.selfExclusions === null);
  });

  it('the limit prompt before the first deposit: its limit and periods, skippable unless the licence requires it', async () => {
    await renderProtection(<QuickDepositPanel payload={null} />, {
      licence,
      handlers: {
        ProtectionLimitPrompt: () => ({
          viewer: {
            wallet: { id: 'w1', currency: 'EUR' },
            responsibleGaming: {
              licence,
              limitPromptNeeded: true,
              limitPromptMandatory: policy.limitPromptMandatory,
              limits: [],
            },
          },
        }),
      },
    });
    const prompt = await screen.findByTestId('limit-prompt');
    // A deposit limit where the licence has one, else a loss limit, else only the time-out.
    const kind = policy.moneyLimits.Deposit ? 'Deposit' : policy.moneyLimits.Loss ? 'Loss' : null;
    const periods = kind ? policy.moneyLimits[kind]!.periods : [];
    const form = within(prompt).queryByRole('form', { name: 'Set a limit' });
    expect(form !== null).toBe(kind !== null);
    if (kind && periods.length > 1) {
      expect(
        within(within(prompt).getByLabelText('Period'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(periods.map((period) => i18n._(PERIOD_NAMES[period])));
      expect(within(prompt).getByLabelText('Limit (EUR)')).toBeTruthy();
    } else if (kind) {
      expect(within(prompt).queryByLabelText('Period')).toBeNull();
      expect(
        within(prompt).getByLabelText(`${i18n._(LIMIT_NAMES[kind][periods[0]!])} (EUR)`),
      ).toBeTruthy();
    } else {
      expect(within(prompt).getByRole('link', { name: 'Take a break' })).toBeTruthy();
      expect(within(prompt).getByRole('button', { name: 'Continue to deposit' })).toBeTruthy();
    }
    if (kind)
      expect(within(prompt).queryByRole('button', { name: 'Not now' }) === null).toBe(
        policy.limitPromptMandatory,
      );
  });

  it("the footer links the licence's protection tools, no others", async () => {
    await renderProtection(<ProtectionLinks className="" testId="responsible-gaming" />, {
      licence,
      handlers: {},
    });
    const footer = screen.getByTestId('responsible-gaming');
    const gated = [...footer.querySelectorAll<HTMLElement>('[data-gated]')].map(
      (link) => link.dataset.gated,
    );
    const expected = [
      policy.moneyLimits.Deposit && 'depositLimits',
      policy.moneyLimits.Loss && 'lossLimits',
      policy.moneyLimits.GlobalLoss && 'globalLossLimits',
      policy.sessionLimit && 'sessionLimits',
      policy.realityCheckMinutes && 'realityCheck',
      policy.selfExclusions && 'selfExclusion',
    ].filter(Boolean);
    expect(gated).toEqual(expected);
    // The time-out, the session history and the dashboard: under every licence.
    expect(
      [...footer.querySelectorAll<HTMLElement>('[data-tool]')].map((link) => link.dataset.tool),
    ).toEqual(['timeout', 'sessionHistory', 'dashboard']);
  });
});
