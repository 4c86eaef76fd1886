// Where each feature toggle of platform-core §3 is proven on and off (decision 0064): jsdom,
// machine and service tests, each named by its file and title. This test fails when a toggle is
// added without proofs, or when a named test is renamed or removed. The browser checks the
// toggles that are journeys across server and pages (e2e/feature-toggles.spec.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURE_TOGGLES, type FeatureToggle } from '../../machines/lobby-settings/settings.ts';

/** file (from the project root) → titles of its tests that prove the toggle's two directions. */
type Proofs = Record<string, readonly string[]>;

const PROOFS: Record<FeatureToggle, Proofs> = {
  BasicEnterCode: {
    'tests/ui/page-toggles.test.tsx': [
      'on: one plain code field and Sign in, no digit boxes, no resend link',
      'off: six boxes that advance, take a pasted code, go back on Backspace; resend link',
    ],
  },
  DarkCashierLayout: {
    'tests/ui/cashier-toggles.test.tsx': [
      'on: the cashier takes its dark layout, deposit and withdraw alike',
      'off: the brand’s own theme',
    ],
  },
  DefaultConsentRegistration: {
    'tests/ui/page-toggles.test.tsx': [
      'on: the marketing boxes start ticked, terms and privacy never',
      'off: every box starts empty',
    ],
  },
  DisablePhoneVerificationForRewards: {
    'tests/ui/rewards-page.test.tsx': [
      'is skipped when the brand sets DisablePhoneVerificationForRewards',
      'asks for the number, then the code, then shows the rewards',
    ],
    'tests/server/rewards-claim.test.ts': [
      'needs a verified phone unless the brand sets DisablePhoneVerificationForRewards',
    ],
  },
  DisableWeekendWithdrawalMessages: {
    'tests/ui/cashier-toggles.test.tsx': [
      'toggle off: on %s withdrawals say they are processed on Monday',
      'toggle on: no notice, even on a Saturday',
    ],
  },
  EnableCashierIBAwardAnnouncement: {
    'tests/ui/cashier-toggles.test.tsx': [
      'on: the deposit form announces instant banking, and one click picks it',
      'off: no announcement',
    ],
  },
  EnableFinancialHistory: {
    'tests/ui/cashier-toggles.test.tsx': [
      'on: the account menu links both history pages',
      'off: the links are gone; game history stays',
    ],
    'tests/server/http-page-status.test.ts': [
      'answers 404 for the financial history pages of a brand without EnableFinancialHistory',
    ],
  },
  EnableGamesInformationMessage: {
    'tests/ui/page-toggles.test.tsx': ['on: the note sits over the game', 'off: no note'],
  },
  EnableKrofortQuickDepositWithLastUsedAccount: {
    'tests/ui/cashier-toggles.test.tsx': [
      'on: offers the last completed deposit’s method and account, first choice',
      'off: no offer, and the query is not sent',
    ],
    'tests/server/last-used-account.test.ts': [
      'refuses it on a brand without the toggle (aurora), and visitors',
    ],
  },
  EnablePhoneVerification: {
    'tests/ui/page-toggles.test.tsx': [
      'sends an unverified player from a game to /phone-verification/, with the way back',
      'lets the game be with the toggle off, a verified number, or a page outside the gate',
      'the phone field says the number gets a code only where the brand verifies phones',
    ],
  },
  EnableWelcomeMessage: {
    'tests/ui/cashier-toggles.test.tsx': [
      'on: a player who never deposited is welcomed in the deposit form',
      'off: no welcome, and the question is not asked',
    ],
  },
  Keycloak: {
    'tests/machines/sign-in-redirect.test.ts': ['%s flow, Keycloak toggle %s'],
    'tests/server/sign-in-flows.test.ts': [
      'refuses to start an identity-provider sign-in while the Keycloak toggle is off',
    ],
  },
  OverlaySourceOfWealth: {
    'tests/ui/compliance-pages-refusals.test.tsx': [
      'with OverlaySourceOfWealth an overdue source of wealth opens the sow overlay instead',
      'without OverlaySourceOfWealth an overdue source of wealth links to its own page',
    ],
  },
  QuickMenu: {
    'tests/ui/route-layouts.test.tsx': [
      'QuickMenu on, Sportsbook off: Casino only',
      'QuickMenu off: no quick menu',
    ],
  },
  ShowRTP: {
    'tests/ui/game-page.test.tsx': ['shows the RTP only with the ShowRTP toggle'],
    'tests/server/first-paint.test.ts': [
      'draws two game rows at most, without RTP when the brand hides it',
    ],
  },
  Sportsbook: {
    'tests/ui/route-layouts.test.tsx': [
      'QuickMenu on, Sportsbook on: Casino and Sports',
      'QuickMenu on, Sportsbook off: Casino only',
    ],
  },
  enableZendeskWebWidget: {
    'tests/ui/page-toggles.test.tsx': [
      'off: no help button',
      'on: the Help button opens the support contact and help links; Escape closes it',
    ],
  },
};

describe('every feature toggle is proven on and off below the browser', () => {
  it('names proofs for exactly the toggles of platform-core §3', () => {
    expect(Object.keys(PROOFS).sort()).toEqual([...FEATURE_TOGGLES].sort());
  });

  for (const [toggle, proofs] of Object.entries(PROOFS)) {
    it(`${toggle}: the named tests exist`, () => {
      for (const [file, titles] of Object.entries(proofs)) {
        const text = readFileSync(path.join(process.cwd(), file), 'utf8');
        for (const title of titles) expect(text, `${file} › ${title}`).toContain(`'${title}'`);
      }
    });
  }
});
