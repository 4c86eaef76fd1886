// The single-player baccarat and dragon tiger tables' backend. One round is the bets
// on the layout and one coup, like the roulette (roulette-service.ts): REAL is one wallet bet of
// the total stake (taken whole or refused whole) recording the decided outcome, then one win,
// keyed `{engine}:{round}:bet|win`, so a retried deal replays. The coup comes from an 8-deck
// shoe shuffled by an HMAC stream of a server secret and the round id (cards.ts), so the retry
// shows the same cards. FUN moves the game session's demo money only.
import { TableRuleError, ShufflingDealer, hmacRandom } from './cards.ts';
import { cachedSecret } from '../db/secrets.ts';
import { maxTransactionAmount } from '../ledger/amounts.ts';
import { walletError } from '../ledger/errors.ts';
import type { Json } from '../pubsub/pubsub.ts';
import {
  BACCARAT_BET_TYPES,
  BACCARAT_DECKS,
  BACCARAT_MAX_RETURN_PER_STAKE,
  BACCARAT_STAKE_UNIT,
  dealCoup,
  parseTableBets,
  settleBaccarat,
  type BaccaratBet,
  type BaccaratCoup,
} from './baccarat-engine.ts';
import {
  DRAGON_TIGER_BET_TYPES,
  DRAGON_TIGER_DECKS,
  DRAGON_TIGER_MAX_RETURN_PER_STAKE,
  DRAGON_TIGER_STAKE_UNIT,
  dealDragonTiger,
  settleDragonTiger,
  type DragonTigerBet,
  type DragonTigerCoup,
} from './dragon-tiger-engine.ts';
import { gameRow } from './game-row.ts';
import { requireSessionTable, sessionRoundId } from './game-sessions.ts';
import { chipValues, MAX_CHIPS, smallestChip } from './table-chips.ts';
import { payTableRound, type TableRoundDeps, type TableRoundResult } from './table-rounds.ts';

export type CardTableEngine = 'baccarat' | 'dragon-tiger';

export interface CardTableInfo {
  slug: string;
  name: string;
  engine: CardTableEngine;
  /** The catalogue's published RTP (percent). */
  rtp: number;
  betTypes: readonly string[];
  chip: number;
  chips: number[];
  /** The most one spot takes. */
  maxStake: number;
}

export interface CardTableResult extends TableRoundResult {
  engine: CardTableEngine;
  coup: BaccaratCoup | DragonTigerCoup;
  bets: { type: string; stake: number; win: number }[];
}

export interface CardTables {
  table(slug: string, currency: string): Promise<CardTableInfo | undefined>;
  play(token: string, bets: unknown, dealId: unknown): Promise<CardTableResult>;
}

const SPEC = {
  baccarat: {
    types: BACCARAT_BET_TYPES,
    unit: BACCARAT_STAKE_UNIT,
    decks: BACCARAT_DECKS,
    maxReturn: BACCARAT_MAX_RETURN_PER_STAKE,
  },
  'dragon-tiger': {
    types: DRAGON_TIGER_BET_TYPES,
    unit: DRAGON_TIGER_STAKE_UNIT,
    decks: DRAGON_TIGER_DECKS,
    maxReturn: DRAGON_TIGER_MAX_RETURN_PER_STAKE,
  },
} as const;

/** A coup and its settlement for either engine, from a draw function. Pure. */
export function playCoup(
  engine: CardTableEngine,
  bets: readonly { type: string; stake: number }[],
  draw: () => `${string}`,
): { coup: BaccaratCoup | DragonTigerCoup; settled: ReturnType<typeof settleBaccarat> } {
  if (engine === 'baccarat') {
    const coup = dealCoup(draw as never);
    return { coup, settled: settleBaccarat(bets as BaccaratBet[], coup.winner) };
  }
  const coup = dealDragonTiger(draw as never);
  return { coup, settled: settleDragonTiger(bets as DragonTigerBet[], coup.winner) as never };
}

export function createCardTables(deps: TableRoundDeps): CardTables {
  const { store } = deps;
  const secret = cachedSecret(store, 'demo-games-tables-key');

  async function table(slug: string, currency: string): Promise<CardTableInfo | undefined> {
    const row = await gameRow(store, slug);
    if (row?.engine !== 'baccarat' && row?.engine !== 'dragon-tiger') return undefined;
    const engine = row.engine;
    const spec = SPEC[engine];
    const chip = smallestChip(row.min_bet, currency, spec.unit);
    // Every bet on every spot at its maximum must be payable in one transaction.
    const cap = Math.floor(maxTransactionAmount(currency) / spec.maxReturn / 3 / chip) * chip;
    return {
      slug: row.slug,
      name: row.name,
      engine,
      rtp: Number(row.rtp),
      betTypes: spec.types,
      chip,
      chips: chipValues(chip),
      maxStake: Math.max(chip, Math.min(chip * MAX_CHIPS, cap)),
    };
  }

  return {
    table,
    async play(token, betsInput, dealIdInput) {
      const { session, info } = await requireSessionTable(store, token, table, 'card table');
      let bets: { type: string; stake: number }[];
      try {
        bets = parseTableBets(
          betsInput,
          { unit: info.chip, maxStake: info.maxStake },
          info.betTypes,
        );
      } catch (error) {
        if (error instanceof TableRuleError) throw walletError('InvalidArgument', error.message);
        throw error;
      }
      const roundId = sessionRoundId(session, dealIdInput, 'dealId');
      const dealer = new ShufflingDealer(
        SPEC[info.engine].decks,
        hmacRandom(await secret(), roundId),
      );
      const { coup, settled } = playCoup(info.engine, bets, () => dealer.draw());
      const base = {
        roundId,
        engine: info.engine,
        coup,
        bets: settled.bets,
        stake: settled.stake,
        win: settled.win,
        currency: session.currency,
        mode: session.mode,
      };
      const balance = await payTableRound(deps, session, token, roundId, {
        game: info.engine,
        stake: settled.stake,
        win: settled.win,
        show: {
          game: info.engine,
          ...(coup as unknown as Record<string, Json>),
          bets: settled.bets,
          stake: settled.stake,
          win: settled.win,
        } as unknown as Json,
      });
      return { ...base, balance };
    },
  };
}
