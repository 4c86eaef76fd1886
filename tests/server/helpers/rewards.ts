// Rewards test fixtures: a wallet app whose bearer tokens are `test:{brand}:{playerId}` (so tests
// act as any player without the sign-in flow), the operator API, players with or without a
// verified phone, and the rewards' invariants next to the ledger's.
import type { BuildServerOptions } from '../../../server/app.ts';
import type { PlatformServices } from '../../../server/services.ts';
import type { Store } from '../../../server/db/store.ts';
import { NO_TYPE_FIELDS, type NewReward } from '../../../server/rewards/definitions.ts';
import {
  checkInvariants,
  type InvariantReport,
} from '../../../server/ledger/journal/invariants.ts';
import type { BackendKind } from './catalogue.ts';
import { gql, type GraphQLResponse } from './identity-app.ts';
import { openWalletApp, type WalletApp } from './wallet-app.ts';
import { createTestPlayer } from './wallet.ts';

export const OPERATOR_KEY = 'rewards-test-operator-key';

export function tokenFor(brand: string, playerId: string): string {
  return `test:${brand}:${playerId}`;
}

/** The live player session the test tokens name (game sessions and bets check it). */
const sessionIdOf = (playerId: string) => `session-${playerId}`;

export async function openRewardsApp(
  kind: BackendKind,
  options: Partial<Omit<BuildServerOptions, 'store' | 'logger' | 'onServices'>> & {
    catalogue?: boolean;
  } = {},
): Promise<WalletApp> {
  return openWalletApp(kind, {
    operatorKey: OPERATOR_KEY,
    rewardScheduler: { enabled: false },
    verifyAccessToken: async (token) => {
      const [prefix, brand, playerId] = token.split(':');
      if (prefix !== 'test' || !brand || !playerId) return null;
      return { kind: 'player', playerId, sessionId: sessionIdOf(playerId), brand };
    },
    ...options,
  });
}

export interface RewardPlayer {
  id: string;
  brand: string;
  token: string;
  /** Verified unless asked otherwise: the SMS sign-in works with it. */
  phoneNumber: string;
}

export async function createRewardPlayer(
  store: Store,
  options: {
    brand?: string;
    country?: string;
    currency?: string;
    phoneVerified?: boolean;
  } = {},
): Promise<RewardPlayer> {
  const brand = options.brand ?? 'aurora';
  const phoneNumber = `+35840${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const id = await createTestPlayer(store, {
    brand,
    country: options.country ?? 'MT',
    currency: options.currency ?? 'EUR',
    phoneNumber,
    phoneVerified: options.phoneVerified ?? true,
  });
  await store.query(
    `insert into player_sessions (id, player_id, brand, method) values ($1, $2, $3, 'SMS')`,
    [sessionIdOf(id), id, brand],
  );
  return { id, brand, token: tokenFor(brand, id), phoneNumber };
}

/**
 * A game of the given type in the catalogue without seeding it: bonus wagering weighs bets by
 * the game's type (games.game_type) and counts nothing for games it does not know.
 */
export async function insertTestGame(
  store: Store,
  slug: string,
  gameType: 'slot' | 'instant' | 'table' | 'live',
): Promise<void> {
  await store.query(
    `insert into studios (slug, name, art_seed) values ('test-studio', 'Test studio', 1)
     on conflict (slug) do nothing`,
  );
  await store.query(
    `insert into games (slug, lookup_id, name, studio_id, rtp, min_bet, popularity, art_seed,
       is_live_casino, game_type)
     select $1, 'test:' || $1, $1, s.id, 96, 10,
       (select coalesce(max(popularity), 0) + 1 from games), 1, $2 = 'live', $2
     from studios s where s.slug = 'test-studio'
     on conflict (slug) do nothing`,
    [slug, gameType],
  );
}

export interface OperatorResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export async function operator<T = Record<string, unknown>>(
  server: WalletApp,
  path: string,
  body?: unknown,
  options: { key?: string | null; raw?: string } = {},
): Promise<OperatorResponse<T>> {
  const key = options.key === undefined ? OPERATOR_KEY : options.key;
  const hasBody = body !== undefined || options.raw !== undefined;
  const res = await fetch(`${server.http}${path}`, {
    method: 'POST',
    headers: {
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...(key === null ? {} : { 'x-operator-key': key }),
    },
    ...(hasBody ? { body: options.raw ?? JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** Defines a reward through the operator API; its id. */
export async function defineReward(
  server: WalletApp,
  fields: Record<string, unknown>,
): Promise<string> {
  const res = await operator<{ reward: { rewardId: string } }>(server, '/operator/rewards', {
    name: 'Test reward',
    ...fields,
  });
  if (res.status !== 201) throw new Error(`define: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.reward.rewardId;
}

export async function assignTo(
  server: WalletApp,
  rewardId: string,
  playerId: string,
): Promise<string> {
  const res = await operator<{ assignations: { assignationId: string }[] }>(
    server,
    `/operator/rewards/${rewardId}/assign`,
    { playerId },
  );
  if (res.status !== 201) throw new Error(`assign: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.assignations[0]!.assignationId;
}

export const CLAIM = `mutation Claim($id: ID!) {
  claimReward(assignationId: $id) { assignationId status updatedAt reward { rewardId rewardType } } }`;

export interface ClaimData {
  claimReward: { assignationId: string; status: string; reward: { rewardType: string } };
}

export function claim(
  server: WalletApp,
  player: RewardPlayer,
  assignationId: string,
): Promise<GraphQLResponse<ClaimData>> {
  return gql<ClaimData>(
    server.http,
    CLAIM,
    { id: assignationId },
    { token: player.token, brand: player.brand },
  );
}

export async function statusOf(store: Store, assignationId: string): Promise<string | undefined> {
  const { rows } = await store.query<{ status: string }>(
    'select status from reward_assignations where id = $1',
    [assignationId],
  );
  return rows[0]?.status;
}

export async function balances(
  store: Store,
  playerId: string,
  currency = 'EUR',
): Promise<{ real: number; bonus: number }> {
  const { rows } = await store.query<{ key: string; balance: number }>(
    'select key, balance from ledger_accounts where player_id = $1 and currency = $2',
    [playerId, currency],
  );
  const of = (kind: string) =>
    Number(rows.find((r) => r.key === `player:${playerId}:${kind}:${currency}`)?.balance ?? 0);
  return { real: of('real'), bonus: of('bonus') };
}

export interface RewardInvariantReport extends InvariantReport {
  /** Bonus accounts whose balance differs from the sum of their Active bonuses' shares. */
  bonusShareMismatches: number;
  /** Credited assignations without their ledger entry, or entries without a Credited row. */
  creditMismatches: number;
  /** Bonuses or free-spin grants of assignations that are not Credited. */
  orphanCredits: number;
}

/** The ledger's invariants plus the rewards' own. */
export async function rewardInvariants(store: Store): Promise<RewardInvariantReport> {
  const ledger = await checkInvariants(store);
  const shares = await store.query<{ n: number }>(
    `select count(*) as n from ledger_accounts a
     where a.kind = 'bonus' and a.balance <> coalesce((
       select sum(b.balance) from player_bonuses b
       where b.player_id = a.player_id and b.currency = a.currency and b.status = 'Active'), 0)`,
  );
  const credits = await store.query<{ n: number }>(
    `select count(*) as n from reward_assignations a
     full join ledger_entries e on e.idempotency_key = 'reward:' || a.id::text
     where (a.id is not null or e.idempotency_key like 'reward:%')
       and ((a.status = 'Credited') is distinct from (e.id is not null))`,
  );
  const orphans = await store.query<{ n: number }>(
    `select (select count(*) from player_bonuses b join reward_assignations a
               on a.id = b.assignation_id where a.status <> 'Credited')
          + (select count(*) from free_spin_grants g join reward_assignations a
               on a.id = g.assignation_id where a.status <> 'Credited') as n`,
  );
  return {
    ...ledger,
    bonusShareMismatches: Number(shares.rows[0]?.n ?? 0),
    creditMismatches: Number(credits.rows[0]?.n ?? 0),
    orphanCredits: Number(orphans.rows[0]?.n ?? 0),
  };
}

export const HEALTHY = {
  unbalancedEntries: 0,
  negativeBalances: 0,
  balanceMismatches: 0,
  bonusShareMismatches: 0,
  creditMismatches: 0,
  orphanCredits: 0,
};

/** A manual Incentive reward that started a minute ago, with the fields of its type given. */
export function testReward(
  fields: Partial<NewReward> & Pick<NewReward, 'type' | 'name'>,
): NewReward {
  return {
    kind: 'Incentive',
    claimType: 'manual',
    reason: null,
    startsAt: new Date(Date.now() - 60_000),
    endsAt: null,
    expiresIn: null,
    ...NO_TYPE_FIELDS,
    ...fields,
  };
}

/**
 * Defines the reward, assigns it to the player and claims it: Credited, or the test fails.
 * Answers the assignation id.
 */
export async function grantReward(
  services: PlatformServices,
  playerId: string,
  reward: NewReward,
): Promise<string> {
  const { rewards } = services;
  const defined = await rewards.define(reward);
  const { assignationId } = await rewards.assign(defined!.rewardId, playerId);
  const claimed = await rewards.claim(playerId, assignationId);
  if (claimed.status !== 'Credited') throw new Error(`claim ended ${claimed.status}`);
  return assignationId;
}
