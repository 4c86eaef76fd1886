// The rewards shop: a brand's offers, each a reward definition (server/rewards/) for a price in
// loyalty points, and the purchase. A purchase spends the points and assigns the reward
// (Unclaimed, to be claimed like any other) in ONE transaction, under a per-player advisory lock
// taken before the points are counted, so concurrent purchases of one player queue and can never
// spend the same points twice. rewardUpdated is published after the commit.
import { randomUUID } from 'node:crypto';
import type { Log } from '../../log.ts';
import type { Queryable, Store } from '../../db/store.ts';
import { LobbyError } from '../../errors.ts';
import type { PubSub } from '../../pubsub/pubsub.ts';
import { assignReward, publishRewardUpdate } from '../assign.ts';
import { findAssignationView, type PlayerRewardView } from '../assignations.ts';
import {
  isUuidText,
  REWARD_COLUMNS,
  rewardView,
  toDefinition,
  type RewardRow,
  type RewardView,
} from '../definitions.ts';
import { rewardError } from '../errors.ts';
import { restrictionsOf } from '../../ledger/limits/restrictions.ts';
import { requireNoBreak } from '../../players/breaks.ts';
import { loyaltyPointsOf } from './loyalty-points.ts';

export interface ShopOfferView {
  id: string;
  title: string;
  description: string;
  price: number;
  reward: RewardView;
}

export interface RewardsShopDeps {
  store: Store;
  pubsub: PubSub;
  /** Where a failed rewardUpdated publish is reported (the purchase itself is committed). */
  log?: Pick<Log, 'warn'> | undefined;
}

export interface RewardsShop {
  /** The brand's offers in shop order; with a currency, only offers that pay in it (or spins). */
  offers(brand: string, currency?: string): Promise<ShopOfferView[]>;
  /** Spends the price and assigns the reward. ShopOfferNotFound, RewardsBlocked, InsufficientPoints. */
  buy(input: { brand: string; playerId: string; offerId: string }): Promise<PlayerRewardView>;
}

interface OfferRow extends RewardRow {
  offer_id: string;
  title: string;
  description: string;
  price: number;
  game_id: string | null;
}

// Offers whose reward has ended are not for sale.
const OFFER_SELECT = `select o.id as offer_id, o.title, o.description, o.price, ${REWARD_COLUMNS},
    g.lookup_id as game_id
  from shop_offers o
  join rewards r on r.id = o.reward_id
  left join games g on g.slug = r.game_slug
  where o.brand = $1 and (r.ends_at is null or r.ends_at > now())
    and ($2::text is null or r.currency is null or r.currency = $2)`;

function toOffer(row: OfferRow): ShopOfferView {
  return {
    id: row.offer_id,
    title: row.title,
    description: row.description,
    price: Number(row.price),
    reward: rewardView(toDefinition(row), row.game_id),
  };
}

export function shopOfferNotFound(): LobbyError {
  return new LobbyError('ShopOfferNotFound', 'There is no such offer in the shop.');
}

export function insufficientPoints(points: number, price: number): LobbyError {
  return new LobbyError('InsufficientPoints', 'Not enough loyalty points for this offer.', {
    details: { points: Math.max(0, points), price },
  });
}

async function lockPlayerPoints(tx: Queryable, playerId: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtext('lobby:loyalty-points:' || $1))`, [
    playerId,
  ]);
}

export function createRewardsShop(deps: RewardsShopDeps): RewardsShop {
  const { store, pubsub, log } = deps;
  const assignDeps = {
    store,
    pubsub,
    onPublishError: (error: unknown) => log?.warn({ err: error }, 'rewardUpdated not published'),
  };
  return {
    async offers(brand, currency) {
      const { rows } = await store.query<OfferRow>(
        `${OFFER_SELECT} order by o.position, o.created_at, o.id`,
        [brand, currency ?? null],
      );
      return rows.map(toOffer);
    },

    async buy({ brand, playerId, offerId }) {
      if (!isUuidText(offerId)) throw shopOfferNotFound();
      const assignationId = await store.transaction(async (tx) => {
        const { rows: players } = await tx.query<{ currency: string }>(
          'select currency from players where id = $1',
          [playerId],
        );
        const currency = players[0]?.currency;
        if (!currency) throw shopOfferNotFound();
        const { rows } = await tx.query<OfferRow>(`${OFFER_SELECT} and o.id = $3`, [
          brand,
          currency,
          offerId,
        ]);
        const offer = rows[0];
        if (!offer) throw shopOfferNotFound();
        if ((await restrictionsOf(tx, playerId)).rewardsBlocked) {
          throw rewardError('RewardsBlocked', 'Rewards are blocked on this account.');
        }
        await requireNoBreak(tx, playerId);
        await lockPlayerPoints(tx, playerId);
        // Counted after the lock: a purchase that held it before has committed its spending.
        const points = await loyaltyPointsOf(tx, playerId);
        const price = Number(offer.price);
        if (points.balance < price) throw insufficientPoints(points.balance, price);
        const assignment = await assignReward(
          assignDeps,
          { playerId, rewardId: offer.id, reason: `Rewards shop: ${offer.title}`.slice(0, 500) },
          tx,
        );
        await tx.query(
          `insert into loyalty_points_spent (id, player_id, offer_id, points, assignation_id)
           values ($1, $2, $3, $4, $5)`,
          [randomUUID(), playerId, offer.offer_id, price, assignment.assignationId],
        );
        return assignment.assignationId;
      });
      await publishRewardUpdate(assignDeps, assignationId);
      const view = await findAssignationView(store, assignationId);
      if (!view) throw new Error(`assignation ${assignationId} vanished after its commit`);
      return view;
    },
  };
}
