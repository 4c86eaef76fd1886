// Account compliance's GraphQL side (schema section "Account compliance"): the
// viewer's source of wealth, document requests, additional information and pop-ups, the
// mutations that answer them, the brand's site banners, the customerPopUpAdded subscription, and
// the Player and Customer fields of platform-core §3 that read the same state (accountStatus,
// kycCheckStatus, sourceOfWealthStatus, bankingCDD, instant banking, totalDepositAmount,
// popUpsNeeded). SourceOfWealthCategory.documents and Viewer.documents are the documents'
// resolvers (server/compliance/document-resolvers.ts).
import type { Resolvers } from '../graphql/generated/resolvers-types.ts';
import { restrictionsOf } from '../ledger/limits/restrictions.ts';
import type { ComplianceState } from '../players/compliance-state.ts';
import { playerEvents } from '../players/player-events.ts';
import { requirePlayer } from '../players/require.ts';
import type { PubSubTopics } from '../pubsub/pubsub.ts';
import {
  brandAudience,
  type AdditionalInformationView,
  type Compliance,
  type PopUpView,
  type SourceOfWealthView,
} from './service.ts';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

const sowOut = (view: SourceOfWealthView) => ({
  ...view,
  dueDate: iso(view.dueDate),
  // Resolved from the viewer by the documents' resolver (document-resolvers.ts).
  categories: view.categories.map((category) => ({ ...category, documents: [] })),
});

const additionalOut = (view: AdditionalInformationView) => view;

const popUpOut = (popUp: PopUpView) => ({ ...popUp, createdAt: popUp.createdAt.toISOString() });

/** The compliance state of a resolved player, read once however many of its fields ask. */
const states = new WeakMap<object, Promise<ComplianceState>>();

export function complianceResolvers(compliance: Compliance): Resolvers {
  const stateOf = (parent: { id: string }) => {
    let found = states.get(parent);
    if (!found) {
      found = compliance.state(parent.id);
      states.set(parent, found);
    }
    return found;
  };
  return {
    Query: {
      siteBanners: async (_parent, _args, context) =>
        (await compliance.siteBanners(context.brand.key)).map((banner) => ({
          ...banner,
          startsAt: iso(banner.startsAt),
          endsAt: iso(banner.endsAt),
        })),
    },
    Viewer: {
      sourceOfWealth: async (parent) => sowOut(await compliance.sourceOfWealth(parent.player.id)),
      documentRequests: async (parent) =>
        (await compliance.documentRequests(parent.player.id)).map((request) => ({
          ...request,
          dueDate: iso(request.dueDate),
        })),
      additionalInformation: async (parent) =>
        additionalOut(await compliance.additionalInformation(parent.player.id)),
      popUps: async (parent) => (await compliance.popUps(parent.player.id)).map(popUpOut),
    },
    Player: {
      accountStatus: async (parent) => {
        const status = await compliance.accountStatus(parent.id);
        return {
          status: status?.closed ? 'Closed' : 'Active',
          cause: status?.cause ?? null,
          reopenByCustomerAllowed: status?.reopenByCustomerAllowed ?? false,
        };
      },
      kycCheckStatus: async (parent) => {
        const state = await stateOf(parent);
        return {
          status: state.kycStatus,
          deadline: iso(state.kycDeadline),
          verificationsDone: state.kycVerificationsDone,
          verificationsMissing: state.kycVerificationsMissing,
        };
      },
      sourceOfWealthStatus: async (parent) => {
        const state = await stateOf(parent);
        if (state.sowState === 'NotRequired') return null;
        return {
          dueDate: iso(state.sowDueDate),
          dueDateExpired:
            state.sowState === 'Required' &&
            state.sowDueDate !== null &&
            state.sowDueDate <= new Date(),
          requiredDocumentsUploadV2:
            state.sowComment === null && state.sowRequestedFundingType === null
              ? null
              : { comment: state.sowComment, requestedFundingType: state.sowRequestedFundingType },
        };
      },
      bankingCDD: async (parent) => (await stateOf(parent)).bankingCdd,
      isInstantBankingBlocked: async (parent) => {
        const from = (await stateOf(parent)).instantBankingBlockFrom;
        return from !== null && from <= new Date();
      },
      // A future activeFrom is the grace period (the InstantBankingGracePeriod banner).
      instantBankingBlock: async (parent) => {
        const from = (await stateOf(parent)).instantBankingBlockFrom;
        return from ? { activeFrom: from.toISOString() } : null;
      },
      totalDepositAmount: async (parent) => compliance.totalDepositAmount(parent.id),
    },
    Customer: {
      popUpsNeeded: async (parent) => compliance.popUpsNeeded(parent.id),
    },
    Mutation: {
      declareSourceOfWealth: async (_parent, { input }, context) => {
        const viewer = requirePlayer(context);
        return sowOut(
          await compliance.declareSourceOfWealth(viewer.playerId, {
            type: input.type,
            selectedOptions: input.selectedOptions,
            description: input.description ?? null,
          }),
        );
      },
      provideAdditionalInformation: async (_parent, { input }, context) => {
        const viewer = requirePlayer(context);
        return additionalOut(await compliance.provideAdditionalInformation(viewer.playerId, input));
      },
      acceptPopUp: async (_parent, args, context) => {
        const viewer = requirePlayer(context);
        await compliance.acceptPopUp(viewer.playerId, args.id, args.version);
        const restrictions = await restrictionsOf(context.store, viewer.playerId);
        return {
          id: viewer.playerId,
          popUpsNeeded: await compliance.popUpsNeeded(viewer.playerId),
          isCancelWithdrawalBlocked: restrictions.cancelWithdrawalBlocked,
          isIncreaseDepositLimitBlocked: restrictions.increaseDepositLimitBlocked,
          isRewardsBlocked: restrictions.rewardsBlocked,
          isDepositsBlocked: restrictions.depositsBlocked,
        };
      },
    },
    Subscription: {
      customerPopUpAdded: {
        subscribe: (_root, _args, context) =>
          playerEvents(
            context,
            'customerPopUpAdded',
            (event, viewer) =>
              event.playerId === viewer.playerId || event.playerId === brandAudience(viewer.brand),
          ),
        resolve: (payload: PubSubTopics['customerPopUpAdded']) => ({
          popUpIdsAdded: payload.popUpIdsAdded,
        }),
      },
    },
  };
}
