// Fixtures that reach every state and transition of account compliance: a visitor's and a
// player's, the site's banners read (or not), the player's state read and read again (after a
// PlayerUpdated that names a compliance area, a pop-up added, a page's reload), an account closed
// while signed in, consent, a closed dialog, the 30 s tick. The banners and the pop-up queue are
// the real machines (their own paths files walk them); the dialog and the guards are stubs.
import { fromCallback, fromPromise } from 'xstate';
import {
  complianceMachine,
  type ComplianceGuardsCommand,
  type CompliancePlayerState,
  type ComplianceSite,
  type PopUpDialogCommand,
} from '../../machines/compliance/compliance.machine.ts';
import { machinePathEntry } from '../support/machine-paths/registry-entry.ts';
import { CLEAR_PLAYER, T0 } from './banners.paths.ts';

export { T0 };

export const SITE: ComplianceSite = { siteBanners: [], countryCode: 'FI', licence: 'mga' };

export const NOTHING_TO_DO: CompliancePlayerState = {
  banner: CLEAR_PLAYER,
  countryCode: 'FI',
  requirements: {
    popUps: [],
    sourceOfWealth: null,
    additionalInformationRequired: false,
    phoneVerificationRequired: false,
    kyc: { status: 'NotRequired', deadline: null },
  },
  popUps: [],
};

export const TERMS_WAITING: CompliancePlayerState = {
  ...NOTHING_TO_DO,
  requirements: {
    ...NOTHING_TO_DO.requirements,
    popUps: [{ requiresAcceptance: true }],
  },
  popUps: [
    {
      id: 'pu-1',
      kind: 'TermsAndConditions',
      version: 2,
      title: 'Our new terms',
      body: 'We changed our terms.',
      requiresAcceptance: true,
    },
  ],
};

/** The machine with its effects stubbed: `player` read for a player, the site as SITE. */
export function stubCompliance(player: CompliancePlayerState = NOTHING_TO_DO) {
  return complianceMachine.provide({
    actors: {
      readSite: fromPromise(async () => SITE),
      readPlayer: fromPromise(async () => player),
      popUpDialog: fromCallback<PopUpDialogCommand>(() => {}),
      guards: fromCallback<ComplianceGuardsCommand>(() => {}),
    },
    actions: { restoreDismissed: () => {} },
  });
}

const CLOSED = {
  status: 'Closed' as const,
  cause: 'MultipleAccounts',
  reopenByCustomerAllowed: false,
};

export const compliancePaths = machinePathEntry(
  "Compliance: site banners, the player's state read and read again, an account closed, pop-ups",
  complianceMachine,
  {
    input: { signedIn: true, closedAccount: null, marketingConsent: false, now: () => T0 },
    events: {
      'compliance.playerUpdated': [
        { type: 'compliance.playerUpdated', changed: ['kyc'], accountStatus: null },
        { type: 'compliance.playerUpdated', changed: ['firstName'], accountStatus: null },
        { type: 'compliance.playerUpdated', changed: ['accountStatus'], accountStatus: CLOSED },
      ],
      'compliance.consent': [{ type: 'compliance.consent', marketing: true }],
      'compliance.dialogClosed': [
        { type: 'compliance.dialogClosed', variant: 'reality-check', popUpId: null },
      ],
      'popups.show': [{ type: 'popups.show', popUp: TERMS_WAITING.popUps[0]! }],
    },
    outputs: { site: [SITE], state: [NOTHING_TO_DO, TERMS_WAITING] },
    errors: { site: ['HTTP 503'], state: ['HTTP 503'] },
    provide: {
      actors: {
        popUpDialog: fromCallback<PopUpDialogCommand>(() => {}),
        guards: fromCallback<ComplianceGuardsCommand>(() => {}),
      },
      actions: { restoreDismissed: () => {} },
    },
    // What the banners and guards are fed differs by the player's state read.
    serializeContext: (context) => [
      context.player?.popUps.length ?? null,
      context.closedAccount?.accountStatus.status ?? null,
      context.site !== null,
      context.marketingConsent,
    ],
    compareContext: ({ now: _now, ...rest }) => rest,
    kinds: ['shortest', 'transition'],
  },
);

/** A visitor's: the site's banners, and a closed account's kept from the sign-out before. */
export const complianceVisitorPaths = machinePathEntry(
  "Compliance for a visitor: the site's banners and a closed account's",
  complianceMachine,
  {
    input: {
      signedIn: false,
      closedAccount: { ...NOTHING_TO_DO.banner, accountStatus: CLOSED },
      marketingConsent: false,
      now: () => T0,
    },
    events: { 'compliance.consent': [{ type: 'compliance.consent', marketing: true }] },
    outputs: { site: [SITE] },
    errors: { site: ['HTTP 503'] },
    provide: compliancePaths.options.provide,
    serializeContext: (context) => [context.site !== null, context.marketingConsent],
    compareContext: ({ now: _now, ...rest }) => rest,
    kinds: ['shortest', 'transition'],
  },
);
