// Account compliance (systemId 'compliance'): the banners, the pop-up queue and the compliance
// guards, fed from the API and kept live. The lobby spawns one for a visitor (the brand's site
// banners) and one for a signed-in player (theirs too) and stops it with them, so an answer for
// one never reaches the next.
//
// - `site`: the brand's banners in force and the visitor's country, read once (a failed read
//   shows none, logged).
// - `player` (signed in): the player's compliance state is read at start, again on PlayerUpdated
//   when `changed` names a compliance area (or is empty: an old server), on CustomerPopUpAdded
//   and on `compliance.reload`; a newer read replaces an older one still on its way. Its answer
//   feeds the banners, the guards and the pop-up queue (machines/compliance/popup-queue).
// - An account closed while signed in: its sessions end right after PlayerUpdated, so nothing
//   can be read any more; the event's account status shows the AccountClosed banner at once, and
//   the lobby keeps it (`report`) for the visitor's banners through the sign-out that follows,
//   until the next sign-in.
// - The banners get their input again whenever the site, the player or the marketing consent
//   changes, and the clock every 30 s (time-outs end, windows close, deadlines pass).
// - The guards and the pop-up dialog are invoked actors (src/app gives them the guards and the
//   overlays actors): stopping the player's compliance unregisters the guards and closes the
//   dialog in their cleanup.
import {
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  raise,
  sendParent,
  sendTo,
  setup,
} from 'xstate';
import { bannersMachine } from '../banners/banners.machine.ts';
import type { BannerInput, PlayerBannerFields, SiteBannerInput } from '../banners/banners.ts';
import { popUpQueueMachine, type QueuedPopUp } from './popup-queue.machine.ts';
import { activeComplianceGuards, type ComplianceRequirements } from './requirements.ts';

export const BANNER_TICK_MS = 30_000;

/** PlayerUpdated `changed` areas that reload the compliance state. */
export const COMPLIANCE_CHANGES: readonly string[] = [
  'accountStatus',
  'kyc',
  'sourceOfWealth',
  'documents',
  'restrictions',
  'additionalInformation',
  'popUps',
];

type AccountStatus = PlayerBannerFields['accountStatus'];

/** The brand's site banners as read (with the page's licence). */
export interface ComplianceSite {
  siteBanners: readonly SiteBannerInput[];
  countryCode: string | null;
  licence: string | null;
}

/** The player's compliance state as read (src/app maps the API's answer). */
export interface CompliancePlayerState {
  banner: PlayerBannerFields;
  countryCode: string | null;
  requirements: ComplianceRequirements;
  popUps: readonly QueuedPopUp[];
}

export interface ComplianceInput {
  signedIn: boolean;
  /** A closed account's banner, kept through the sign-out its closing caused. */
  closedAccount: PlayerBannerFields | null;
  marketingConsent: boolean;
  now: () => number;
}

export interface ComplianceContext extends ComplianceInput {
  site: ComplianceSite | null;
  player: CompliancePlayerState | null;
  /** Banner keys dismissed earlier in this browser session (src/app restores them). */
  dismissed: readonly string[];
}

/** What the pop-up dialog actor is told (the overlays actor's content-accept). */
export type PopUpDialogCommand =
  { type: 'dialog.show'; popUp: QueuedPopUp } | { type: 'dialog.hide' };

/** What the guards actor is told: the compliance guards active now (the rest pending). */
export type ComplianceGuardsCommand = { type: 'guards.sync'; active: readonly string[] };

/** What compliance tells the lobby. */
export type ComplianceReport = { type: 'compliance.accountClosed'; banner: PlayerBannerFields };

export type ComplianceEvent =
  | { type: 'compliance.reload' }
  | {
      type: 'compliance.playerUpdated';
      changed: readonly string[];
      accountStatus: AccountStatus | null;
    }
  | { type: 'compliance.popUpAdded' }
  /** The 30 s clock (deadlines pass without a server event). */
  | { type: 'compliance.tick' }
  | { type: 'compliance.consent'; marketing: boolean }
  /** A dialog closed: the queue's own (the player closed it) or one that had taken its place. */
  | { type: 'compliance.dialogClosed'; variant: string; popUpId: string | null }
  | { type: 'popups.show'; popUp: QueuedPopUp }
  | { type: 'popups.hide' };

/** The pop-up queue whose dialog effects report to compliance. */
export const complianceQueueLogic = popUpQueueMachine.provide({
  actions: {
    showPopUp: sendParent((_, { popUp }: { popUp: QueuedPopUp }) => ({
      type: 'popups.show' as const,
      popUp,
    })),
    closePopUp: sendParent({ type: 'popups.hide' as const }),
    reloadPopUps: sendParent({ type: 'compliance.reload' as const }),
  },
});

/** The banner fields of a closed account that no longer has a session: AccountClosed only. */
export function closedAccountFields(
  accountStatus: AccountStatus,
  loginMethod: PlayerBannerFields['loginMethod'],
): PlayerBannerFields {
  return {
    accountStatus,
    loginMethod,
    kyc: { status: 'NotRequired', deadline: null },
    sourceOfWealth: null,
    selfExclusion: null,
    timeoutEndsAt: null,
    bankingCDD: null,
    isInstantBankingBlocked: false,
    instantBankingActiveFrom: null,
  };
}

function bannerInput(context: ComplianceContext): BannerInput {
  return {
    player: context.player?.banner ?? context.closedAccount,
    siteBanners: context.site?.siteBanners ?? [],
    countryCode: context.player?.countryCode ?? context.site?.countryCode ?? null,
    marketingConsent: context.marketingConsent,
    licence: context.site?.licence ?? null,
  };
}

const reloads = (changed: readonly string[]) =>
  changed.length === 0 || changed.some((area) => COMPLIANCE_CHANGES.includes(area));

export const complianceMachine = setup({
  types: {
    context: {} as ComplianceContext,
    events: {} as ComplianceEvent,
    input: {} as ComplianceInput,
    children: {} as {
      banners: 'banners';
      popUpQueue: 'popUpQueue';
      popUpDialog: 'popUpDialog';
      guards: 'guards';
      site: 'readSite';
      state: 'readPlayer';
    },
  },
  actors: {
    banners: bannersMachine,
    popUpQueue: complianceQueueLogic,
    readSite: fromPromise<ComplianceSite>(async () => {
      throw new Error('readSite is provided by src/app');
    }),
    readPlayer: fromPromise<CompliancePlayerState>(async () => {
      throw new Error('readPlayer is provided by src/app');
    }),
    /** The overlays actor's content-accept dialog; hides it when stopped. */
    popUpDialog: fromCallback<PopUpDialogCommand>(() => {
      throw new Error('popUpDialog is provided by src/app');
    }),
    /** The guards actor's compliance entries; unregisters them when stopped. */
    guards: fromCallback<ComplianceGuardsCommand>(() => {
      throw new Error('guards is provided by src/app');
    }),
  },
  actions: {
    log: (_, _params: { message: string }) => {},
    /** Restores `dismissed` (src/app provides an assign from session storage). */
    restoreDismissed: () => {},
    /** Tells the lobby (a no-op unless the lobby provides it). */
    report: (_, _params: ComplianceReport) => {},
    updateBanners: sendTo('banners', ({ context }) => ({
      type: 'banners.update' as const,
      input: bannerInput(context),
      now: context.now(),
    })),
    syncGuards: sendTo('guards', ({ context }): ComplianceGuardsCommand => ({
      type: 'guards.sync',
      active: context.player
        ? activeComplianceGuards(context.player.requirements, context.now())
        : [],
    })),
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
  },
  delays: { tick: BANNER_TICK_MS },
}).createMachine({
  id: 'compliance',
  context: ({ input }) => ({ ...input, site: null, player: null, dismissed: [] }),
  entry: 'restoreDismissed',
  invoke: {
    id: 'banners',
    systemId: 'banners',
    src: 'banners',
    input: ({ context }) => ({ now: context.now(), dismissed: context.dismissed }),
  },
  on: {
    'compliance.consent': {
      actions: [assign({ marketingConsent: ({ event }) => event.marketing }), 'updateBanners'],
    },
  },
  type: 'parallel',
  states: {
    site: {
      initial: 'reading',
      states: {
        reading: {
          invoke: {
            id: 'site',
            src: 'readSite',
            onDone: {
              target: 'read',
              actions: [assign({ site: ({ event }) => event.output }), 'updateBanners'],
            },
            onError: {
              target: 'read',
              actions: [
                { type: 'log', params: { message: 'The site banners could not be read' } },
                assign({ site: { siteBanners: [], countryCode: null, licence: null } }),
                'updateBanners',
              ],
            },
          },
        },
        read: {},
      },
    },
    clock: {
      initial: 'ticking',
      states: {
        ticking: {
          after: {
            tick: {
              target: 'ticking',
              reenter: true,
              actions: [
                sendTo('banners', ({ context }) => ({
                  type: 'banners.tick' as const,
                  now: context.now(),
                })),
                raise({ type: 'compliance.tick' }),
              ],
            },
          },
        },
      },
    },
    player: {
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'signedIn', target: 'signedIn' }, { target: 'visitor' }],
        },
        // The closed account's banner (if any) shows at once, the site's when read.
        visitor: {
          entry: enqueueActions(({ context, enqueue }) => {
            if (context.closedAccount) enqueue('updateBanners');
          }),
        },
        signedIn: {
          invoke: [
            { id: 'popUpQueue', systemId: 'popUpQueue', src: 'popUpQueue' },
            { id: 'popUpDialog', src: 'popUpDialog' },
            { id: 'guards', src: 'guards' },
          ],
          on: {
            'compliance.reload': '.reading',
            'compliance.popUpAdded': '.reading',
            'compliance.tick': { actions: 'syncGuards' },
            'compliance.playerUpdated': {
              actions: enqueueActions(({ context, event, enqueue }) => {
                if (event.accountStatus?.status === 'Closed') {
                  // At once, from the event: the session ends before a read could answer.
                  const accountStatus = { ...event.accountStatus, status: 'Closed' as const };
                  const banner = closedAccountFields(
                    accountStatus,
                    context.player?.banner.loginMethod ?? 'email',
                  );
                  enqueue.assign({
                    closedAccount: banner,
                    player: context.player && {
                      ...context.player,
                      banner: { ...context.player.banner, accountStatus },
                    },
                  });
                  enqueue({ type: 'report', params: { type: 'compliance.accountClosed', banner } });
                  enqueue('updateBanners');
                }
                if (reloads(event.changed)) enqueue.raise({ type: 'compliance.reload' });
              }),
            },
            'popups.show': {
              actions: sendTo('popUpDialog', ({ event }) => ({
                type: 'dialog.show' as const,
                popUp: event.popUp,
              })),
            },
            'popups.hide': { actions: sendTo('popUpDialog', { type: 'dialog.hide' as const }) },
            'compliance.dialogClosed': {
              actions: sendTo('popUpQueue', ({ event }) => ({
                type: 'popups.dialogClosed' as const,
                variant: event.variant,
                popUpId: event.popUpId,
              })),
            },
          },
          initial: 'reading',
          states: {
            reading: {
              invoke: {
                id: 'state',
                src: 'readPlayer',
                onDone: {
                  target: 'read',
                  actions: [
                    // Closed here stays closed: a read that left before the closing says otherwise.
                    assign({
                      player: ({ context, event }) =>
                        context.closedAccount
                          ? {
                              ...event.output,
                              banner: {
                                ...event.output.banner,
                                accountStatus: context.closedAccount.accountStatus,
                              },
                            }
                          : event.output,
                    }),
                    'updateBanners',
                    'syncGuards',
                    sendTo('popUpQueue', ({ event }) => ({
                      type: 'popups.loaded' as const,
                      popUps: event.output.popUps,
                    })),
                  ],
                },
                // The server still refuses what compliance forbids; the banners wait.
                onError: {
                  target: 'read',
                  actions: {
                    type: 'log',
                    params: { message: 'The compliance state could not be read' },
                  },
                },
              },
            },
            read: {},
          },
        },
      },
    },
  },
});
