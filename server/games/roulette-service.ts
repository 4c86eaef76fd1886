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
import { convertMinBet } from '../ledger/currency.ts';
import type { Store } from '../db/store.ts';
import { LobbyError } from '../errors.ts';
import type { Json } from '../pubsub/pubsub.ts';
import { cachedSecret } from '../db/secrets.ts';
import { maxTransactionAmount } from '../ledger/amounts.ts';
import { walletError } from '../ledger/errors.ts';
import type { Wallet } from '../ledger/wallet.ts';
import { findGameSession, playForFun, type GameMode, type GameSession } from './game-sessions.ts';
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

/** Chip values the page offers, in smallest chips; a spot takes at most 100 smallest chips. */
export const CHIP_STEPS = [1, 2, 5, 10, 25];
export const MAX_CHIPS_PER_SPOT = 100;

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

export interface RouletteSpinResult {
  roundId: string;
  pocket: number;
  colour: PocketColour;
  bets: SettledBet[];
  /** The round's total stake. */
  stake: number;
  /** The round's total payout (stakes of winning bets included). */
  win: number;
  balance: number;
  currency: string;
  mode: GameMode;
}

export interface Roulette {
  table(slug: string, currency: string): Promise<RouletteTableInfo | undefined>;
  spin(token: string, bets: unknown, spinId: unknown): Promise<RouletteSpinResult>;
}

export function createRoulette(deps: {
  store: Store;
  wallet: Wallet;
  /** Draws the pocket of a round; tests inject one. Default: HMAC of the round id. */
  draw?: (roundId: string, pockets: number) => Promise<number>;
  /** Between the bet and the win (faults.ts); nothing by default. */
  afterBet?: (roundId: string) => Promise<void>;
}): Roulette {
  const { store, wallet } = deps;
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
    const { rows } = await store.query<{
      slug: string;
      name: string;
      min_bet: number;
      engine: string;
    }>('select slug, name, min_bet, engine from games where slug = $1', [slug]);
    const row = rows[0];
    // Dispatch by games.engine, not by the slug.
    const variant = row && rouletteVariantOf(row.engine);
    if (!row || !variant) return undefined;
    let chip = Math.max(1, convertMinBet(row.min_bet, currency));
    // La partage gives back half an even-money stake: French chips are even so the half is whole.
    if (variant === 'french') chip += chip % 2;
    return {
      slug: row.slug,
      name: row.name,
      variant,
      chip,
      maxStake: chip * MAX_CHIPS_PER_SPOT,
      chips: CHIP_STEPS.map((step) => chip * step),
    };
  }

  return {
    table,
    async spin(token, betsInput, spinIdInput) {
      const session: GameSession | undefined = await findGameSession(store, token);
      if (!session) throw new LobbyError('AuthenticationFailure', 'The game session has ended.');
      const info = await table(session.gameSlug, session.currency);
      if (!info) throw walletError('InvalidArgument', 'This game is not a roulette table.');
      const variant = info.variant ?? 'european';
      const bets = parseBets(betsInput, info, variant);
      requirePayableBets(bets, session.currency, variant);
      if (typeof spinIdInput !== 'string' || !/^[A-Za-z0-9-]{8,64}$/.test(spinIdInput)) {
        throw walletError('InvalidArgument', 'spinId must be 8–64 letters, digits or dashes.');
      }
      const roundId = `${session.id}:${spinIdInput}`;
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

      if (session.mode === 'FUN' || !session.playerId) {
        const left = await playForFun(store, token, outcome.stake, outcome.win);
        if (left === undefined) {
          throw walletError('InsufficientFunds', 'Not enough demo money for these bets.');
        }
        return { ...base, balance: left };
      }
      const ref = {
        playerId: session.playerId,
        roundId,
        gameSlug: session.gameSlug,
        currency: session.currency,
      };
      const winKey = `roulette:${roundId}:win`;
      // One bet of the total: taken whole or refused whole (InsufficientFunds takes nothing).
      await wallet.bet(ref, outcome.stake, `roulette:${roundId}:bet`, {
        coverage: { covered: coverageOf(bets, variant), outcomes: pockets },
        playerSessionId: session.playerSessionId,
        outcome: {
          win: outcome.win,
          winKey,
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
        },
      });
      await deps.afterBet?.(roundId);
      const settled = await wallet.win(ref, outcome.win, winKey);
      return { ...base, balance: settled.outcome.change.balance };
    },
  };
}
