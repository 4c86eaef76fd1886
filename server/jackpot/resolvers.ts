// The jackpot's GraphQL side (programmes §7): jackpotSettings for the request's country and the
// caller's currency, jackpotLeaderboard, and the lobby JACKPOT block's pots from the live
// instance (none when the brand has no jackpot in the caller's currency: the SPA then leaves the
// block out).
import type { GraphQLContext } from '../graphql/context.ts';
import { LobbyError } from '../errors.ts';
import type { Resolvers } from '../graphql/generated/resolvers-types.ts';
import { isPotId, readPots } from '../ledger/jackpot/jackpot-drops.ts';
import { findInstance, findInstanceFor, type JackpotInstance } from './instances.ts';
import { leaderboardOf } from './leaderboard.ts';
import type { JackpotService } from './service.ts';
import { SITE_SOURCE, type JackpotSettingsStore } from './settings.ts';
import { JACKPOT_API_PREFIX } from './socket.ts';
import { callerCurrency } from './caller-currency.ts';

async function instanceOf(context: GraphQLContext): Promise<JackpotInstance | null> {
  const instance = await findInstanceFor(
    context.store,
    context.brand.key,
    SITE_SOURCE,
    await callerCurrency(context),
  );
  return instance?.enabled ? instance : null;
}

function socketBase(origin: string | undefined): string | null {
  if (!origin) return null;
  return `${origin.replace(/^http/, 'ws')}${JACKPOT_API_PREFIX}`;
}

export function jackpotResolvers(
  jackpot: JackpotService,
  settingsStore: JackpotSettingsStore,
): Resolvers {
  return {
    Query: {
      jackpotSettings: async (_parent, args, context) => {
        const country = (args.ipCountryCode ?? context.country.ipCountryCode).toUpperCase();
        const settings = await settingsStore.forBrand(context.brand.key, country);
        if (!settings) return null;
        const instance = await instanceOf(context);
        return {
          ...settings,
          enabled: settings.enabled && instance !== null,
          instanceId: instance?.id ?? null,
          websocketUrl: socketBase(context.origin),
          contributionOptions: instance?.contributionOptions ?? [],
          initialContributionValue: instance?.initialContribution ?? null,
          currency: instance?.currency ?? context.brand.defaultCurrency,
        };
      },
      jackpotLeaderboard: async (_parent, args, context) => {
        if (args.jackpotPotId && !isPotId(args.jackpotPotId)) {
          throw new LobbyError('InvalidArgument', 'jackpotPotId is mega, major, minor or shared.');
        }
        const instance = await findInstance(context.store, args.jackpotInstanceId);
        if (!instance || instance.brand !== args.brand || instance.currency !== args.currency) {
          throw new LobbyError('NotFound', 'No jackpot instance with this brand and currency.');
        }
        const playerId = context.viewer.kind === 'player' ? context.viewer.playerId : null;
        // A player's position is only ever their own: another's UUID is ignored.
        const asked = args.playerUUID && args.playerUUID === playerId ? playerId : null;
        const board = await leaderboardOf(jackpot.store, instance.id, asked, args.size ?? 100);
        const own = board.entries.find((entry) => entry.playerId === asked);
        return {
          playerPosition: board.playerPosition,
          playerRank: own?.rankName ?? null,
          playerRankImageUrl: own?.rankImageUrl ?? null,
          playerExpectedPrize: board.playerExpectedPrize,
          currency: instance.currency,
          entries: board.entries.map((entry) => ({
            position: entry.position,
            brand: entry.brand,
            expectedPrize: entry.expectedPrize,
            initials: entry.initials,
            rankImageUrl: entry.rankImageUrl,
            rankName: entry.rankName,
            isPlayer: entry.playerId === asked,
          })),
        };
      },
    },
    JackpotBlock: {
      pots: async (_block, _args, context) => {
        const instance = await instanceOf(context);
        if (!instance) return [];
        const pots = await readPots(context.store, instance.id);
        return pots.map((pot) => ({
          id: pot.potId,
          amount: pot.value,
          currency: instance.currency,
        }));
      },
    },
  };
}
