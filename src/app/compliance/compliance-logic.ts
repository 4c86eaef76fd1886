// Account compliance (machines/compliance) with its real effects, spawned by the lobby for a
// visitor and for a signed-in player: the reads (SiteBanners; ComplianceState mapped to the
// banners' fields, the guards' requirements and the pop-ups), the pop-up dialog (the overlays
// actor's content-accept, offered so that another dialog keeps its place), the guards actor's
// compliance entries (every id registered, active or pending; unregistered when the actor
// stops), the acceptance of a pop-up, and the banner dismissals kept in session storage for the
// browser session.
import { assign, fromCallback, fromPromise } from 'xstate';
import { bannersMachine } from '../../../machines/banners/banners.machine.ts';
import type { PlayerBannerFields } from '../../../machines/banners/banners.ts';
import {
  complianceMachine,
  complianceQueueLogic,
  type ComplianceGuardsCommand,
  type CompliancePlayerState,
  type ComplianceSite,
  type PopUpDialogCommand,
} from '../../../machines/compliance/compliance.machine.ts';
import {
  COMPLIANCE_GUARD_IDS,
  phoneVerificationRequired,
} from '../../../machines/compliance/requirements.ts';
import type { GraphQLClient } from '../../adapters/graphql/client.ts';
import {
  AcceptPopUpDocument,
  ComplianceStateDocument,
  SiteBannersDocument,
  type ComplianceStateQuery,
} from '../../adapters/graphql/generated-session/graphql.ts';
import type { PlatformActors } from '../../runtime/platform-actors.ts';

export const BANNER_DISMISSALS_KEY = 'lobbyBannersDismissed';

export interface ComplianceOptions {
  api: () => GraphQLClient;
  /** The brand's licence (settings.license), for licence-gated banners. */
  licence: () => string | null;
  /**
   * The page's part of "must verify the phone number before going on" (a guard): the brand's
   * EnablePhoneVerification toggle and whether the player skipped the optional verification.
   */
  phoneVerification: () => { enabled: boolean; skipped: boolean };
  overlays: () => Promise<PlatformActors['overlays']>;
  guards: () => Promise<PlatformActors['guards']>;
  /** Session storage (tests pass their own). */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

type Viewer = ComplianceStateQuery['viewer'];

function readDismissed(storage: Pick<Storage, 'getItem'> | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(BANNER_DISMISSALS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((key) => typeof key === 'string') : [];
  } catch {
    // Corrupt or blocked storage: nothing was dismissed.
    return [];
  }
}

/** The banner machine's player fields from ComplianceState. */
export function playerBannerFields(viewer: Viewer): PlayerBannerFields {
  const { player, sourceOfWealth } = viewer;
  const requested = sourceOfWealth.requestedFundingType;
  return {
    accountStatus: player.accountStatus,
    // An account without an email signs in with its phone number.
    loginMethod: player.email.trim() === '' && player.phoneNumber ? 'phone' : 'email',
    kyc: { status: player.kycCheckStatus.status, deadline: player.kycCheckStatus.deadline },
    sourceOfWealth: {
      checkState: sourceOfWealth.checkState,
      dueDate: sourceOfWealth.dueDate ?? player.sourceOfWealthStatus?.dueDate ?? null,
      dueDateExpired:
        sourceOfWealth.dueDateExpired || (player.sourceOfWealthStatus?.dueDateExpired ?? false),
      requestedFundingType: requested ?? null,
      requestedCompleted:
        requested != null &&
        sourceOfWealth.categories.some(
          (category) => category.type === requested && category.completed,
        ),
    },
    selfExclusion: player.selfExclusionDetails
      ? { endsAt: player.selfExclusionDetails.exclusionEndsAt }
      : null,
    timeoutEndsAt: player.timeouts?.timeoutEndsAt ?? null,
    bankingCDD: player.bankingCDD,
    isInstantBankingBlocked: player.isInstantBankingBlocked,
    instantBankingActiveFrom: player.instantBankingBlock?.activeFrom ?? null,
  };
}

/** ComplianceState as the machine reads it. */
function playerState(viewer: Viewer, phone: { enabled: boolean; skipped: boolean }) {
  const { player } = viewer;
  const state: CompliancePlayerState = {
    banner: playerBannerFields(viewer),
    countryCode: player.country.code,
    requirements: {
      popUps: viewer.popUps,
      sourceOfWealth: viewer.sourceOfWealth,
      additionalInformationRequired: viewer.additionalInformation.required,
      phoneVerificationRequired:
        player.phoneNumber !== null &&
        phoneVerificationRequired({ ...phone, verified: player.isPhoneNumberVerified }),
      kyc: player.kycCheckStatus,
    },
    popUps: viewer.popUps.map((popUp) => ({
      id: popUp.id,
      kind: popUp.kind,
      version: popUp.version,
      title: popUp.title,
      body: popUp.body,
      requiresAcceptance: popUp.requiresAcceptance,
    })),
  };
  return state;
}

export function complianceLogic(options: ComplianceOptions) {
  const storage =
    options.storage ?? (typeof window === 'undefined' ? undefined : window.sessionStorage);
  const withOverlays = (send: (overlays: PlatformActors['overlays']) => void) =>
    void options.overlays().then(send);
  return complianceMachine.provide({
    actors: {
      banners: bannersMachine.provide({
        actions: {
          persistDismissed: (_, { dismissed }) => {
            try {
              storage?.setItem(BANNER_DISMISSALS_KEY, JSON.stringify(dismissed));
            } catch (error) {
              // Storage full or blocked: the dismissal still holds for this page view.
              console.warn('The banner dismissal could not be stored', error);
            }
          },
        },
      }),
      popUpQueue: complianceQueueLogic.provide({
        actors: {
          acceptPopUp: fromPromise(async ({ input, system }) => {
            await options.api().request(AcceptPopUpDocument, input);
            // The guards and the rest of the list follow the server's word.
            system.get('compliance')?.send({ type: 'compliance.reload' });
          }),
        },
      }),
      readSite: fromPromise<ComplianceSite>(async () => {
        const { siteBanners, countryContext } = await options
          .api()
          .request(SiteBannersDocument, {});
        return {
          siteBanners,
          countryCode: countryContext.countryCode || null,
          licence: options.licence(),
        };
      }),
      readPlayer: fromPromise<CompliancePlayerState>(async () =>
        playerState(
          (await options.api().request(ComplianceStateDocument, {})).viewer,
          options.phoneVerification(),
        ),
      ),
      popUpDialog: fromCallback<PopUpDialogCommand>(({ receive }) => {
        receive((command) =>
          withOverlays((overlays) =>
            overlays.send(
              command.type === 'dialog.show'
                ? {
                    type: 'overlay.offer',
                    variant: 'content-accept',
                    payload: {
                      popUpId: command.popUp.id,
                      version: command.popUp.version,
                      title: command.popUp.title,
                    },
                  }
                : { type: 'overlay.dismiss', variant: 'content-accept' },
            ),
          ),
        );
        return () =>
          withOverlays((overlays) =>
            overlays.send({ type: 'overlay.dismiss', variant: 'content-accept' }),
          );
      }),
      guards: fromCallback<ComplianceGuardsCommand>(({ receive }) => {
        const guards = options.guards();
        receive(
          ({ active }) =>
            void guards.then((actor) => {
              for (const id of COMPLIANCE_GUARD_IDS)
                actor.send({
                  type: 'guards.register',
                  id,
                  kind: 'guard',
                  status: active.includes(id) ? 'active' : 'pending',
                });
            }),
        );
        return () =>
          void guards.then((actor) => {
            for (const id of COMPLIANCE_GUARD_IDS) actor.send({ type: 'guards.unregister', id });
          });
      }),
    },
    actions: {
      log: (_, { message }) => console.warn(message),
      restoreDismissed: assign({ dismissed: () => readDismissed(storage) }),
    },
  });
}
