// The demo roulette's backend (decision 0025). One round is the bets placed on the table and one
// spin: the page posts them all with a spin id, the server checks every bet, draws the pocket
// and settles. In REAL mode the round `{session}:{spinId}` is one wallet bet of the total stake
// (so a refused bet takes nothing: the total is taken whole or not at all) and one win of the
// total payout (0 for a loss settles the round), keyed `roulette:{round}:bet|win`, so a retried
// spin replays. The pocket comes from HMAC(secret, round id), so the retry also shows the same
// pocket. FUN spins move the session's demo money only. Free spins are the slot's; roulette
// never uses them. Bets whose total, or whose payout on any pocket, is above the currency's
// maximum per transaction are refused (AmountAboveMaximum) before the pocket is drawn. The bet
// tells the wallet how many pockets the round's bets cover: with a bonus, a round covering most
// of the wheel counts nothing toward wagering (decision 0028). It is placed under the game
// session's player session and records the round's outcome (the pocket, the settled bets, the
// win), so the sweeper can settle a round a crash left open and the table shows it on the next
// launch (decision 0027).
import { createHmac } from 'node:crypto';
import type { Json } from '../pubsub/pubsub.ts';
import { cachedSecret } from '../db/secrets.ts';
import { maxTransactionAmount } from '../ledger/amounts.ts';
import { walletError } from '../ledger/errors.ts';
import { gameRow } from './game-row.ts';
import { requireSessionTable, sessionRoundId } from './game-sessions.ts';
import { chipValues, MAX_CHIPS, smallestChip } from './table-chips.ts';
import { payTableRound, type TableRoundDeps, type TableRoundResult } from './table-rounds.ts';
import {
  colourOf,
  largestPayout,
  coverageOf,
  parseBets,
  pocketFrom,
  pocketsOf,
  settle,
  type RouletteVariant,
  type PocketColour,
  type RouletteBet,
  type SettledBet,
  type TableLimits,
} from './roulette-engine.ts';

/** The catalogue's roulette tables (`european-roulette`, `harbour-roulette` …); live games stay slots. */
export function isRouletteGame(slug: string): boolean {
  return /(^|-)roulette$/.test(slug);
}

/** The single-player roulette engines (games.engine) and their wheels. */
const VARIANTS: Readonly<Record<string, RouletteVariant>> = {
  'roulette-european': 'european',
  'roulette-american': 'american',
  'roulette-french': 'french',
};

export function rouletteVariantOf(engine: string): RouletteVariant | undefined {
  return Object.hasOwn(VARIANTS, engine) ? VARIANTS[engine] : undefined;
}

/** AmountAboveMaximum when the bets' total or their payout on some pocket passes the maximum. */
export function requirePayableBets(
  bets: readonly RouletteBet[],
  currency: string,
  variant: RouletteVariant = 'european',
): void {
  const maximum = maxTransactionAmount(currency);
  const total = bets.reduce((sum, bet) => sum + bet.stake, 0);
  if (total > maximum || largestPayout(bets, variant) > maximum) {
    throw walletError(
      'AmountAboveMaximum',
      `These bets could win more than the maximum of one transaction in ${currency}.`,
      { maximum, currency },
    );
  }
}

export interface RouletteTableInfo extends TableLimits {
  slug: string;
  name: string;
  chips: number[];
  /** The wheel; European when absent. */
  variant?: RouletteVariant;
}

export interface RouletteSpinResult extends TableRoundResult {
  pocket: number;
  colour: PocketColour;
  bets: SettledBet[];
}

export interface Roulette {
  table(slug: string, currency: string): Promise<RouletteTableInfo | undefined>;
  spin(token: string, bets: unknown, spinId: unknown): Promise<RouletteSpinResult>;
}

export function createRoulette(
  deps: TableRoundDeps & {
    /** Draws the pocket of a round; tests inject one. Default: HMAC of the round id. */
    draw?: (roundId: string, pockets: number) => Promise<number>;
  },
): Roulette {
  const { store } = deps;
  const secret = cachedSecret(store, 'demo-games-roulette-key');

  async function hmacDraw(roundId: string, pockets: number): Promise<number> {
    let digest = createHmac('sha256', await secret())
      .update(roundId)
      .digest();
    for (;;) {
      const pocket = pocketFrom(digest, pockets);
      if (pocket !== undefined) return pocket;
      digest = createHmac('sha256', await secret())
        .update(digest)
        .digest();
    }
  }
  const draw = deps.draw ?? hmacDraw;

  async function table(slug: string, currency: string): Promise<RouletteTableInfo | undefined> {
    const row = await gameRow(store, slug);
    const variant = row && rouletteVariantOf(row.engine);
    if (!row || !variant) return undefined;
    // La partage gives back half an even-money stake: French chips are even so the half is whole.
    const chip = smallestChip(row.min_bet, currency, variant === 'french' ? 2 : 1);
    return {
      slug: row.slug,
      name: row.name,
      variant,
      chip,
      maxStake: chip * MAX_CHIPS,
      chips: chipValues(chip),
    };
  }

  return {
    table,
    async spin(token, betsInput, spinIdInput) {
      const { session, info } = await requireSessionTable(store, token, table, 'roulette table');
      const variant = info.variant ?? 'european';
      const bets = parseBets(betsInput, info, variant);
      requirePayableBets(bets, session.currency, variant);
      const roundId = sessionRoundId(session, spinIdInput, 'spinId');
      const pockets = pocketsOf(variant);
      const pocket = await draw(roundId, pockets);
      const outcome = settle(bets, pocket, variant);
      const base = {
        roundId,
        pocket,
        colour: colourOf(pocket),
        ...outcome,
        currency: session.currency,
        mode: session.mode,
      };
      const balance = await payTableRound(deps, session, token, roundId, {
        game: 'roulette',
        stake: outcome.stake,
        win: outcome.win,
        show: {
          game: 'roulette',
          variant,
          pocket,
          colour: base.colour,
          bets: outcome.bets.map(({ type, value, stake, win }): Json =>
            value === undefined ? { type, stake, win } : { type, value, stake, win },
          ),
          stake: outcome.stake,
          win: outcome.win,
        },
        coverage: { covered: coverageOf(bets, variant), outcomes: pockets },
      });
      return { ...base, balance };
    },
  };
}
