// The demo games' backend: launching a session for the /games/{slug}/ page, and spins. A REAL
// spin is a casino round of the seamless wallet (bet, then win, keyed by the round id, so a
// retried spin replays instead of betting twice); its reels come from an HMAC of the round id
// with a server secret, so the retry also shows the same reels. A player with free spins for the
// game plays those first: no bet, the win credited as usual (free-spins.ts). FUN spins move demo
// money only. A stake whose largest possible win is above the currency's maximum per transaction
// is refused (AmountAboveMaximum) before anything is written: the win could not be paid. A REAL bet is placed under the game session's player session (refused once that
// has ended) and records the decided outcome with it, so a round a crash leaves open between
// the bet and the win is settled with that win by the sweeper and shown on the next launch
// (decision 0027).
import { createHmac } from 'node:crypto';
import { requirePlayer } from '../players/require.ts';
import { requireNoBreak } from '../players/breaks.ts';
import { convertMinBet } from '../ledger/currency.ts';
import type { Store } from '../db/store.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { LobbyError } from '../errors.ts';
import { cachedSecret } from '../db/secrets.ts';
import { currencyDigits, maxTransactionAmount } from '../ledger/amounts.ts';
import { walletError } from '../ledger/errors.ts';
import type { Json } from '../pubsub/pubsub.ts';
import type { DecidedOutcome } from '../ledger/rounds/round-outcome.ts';
import type { Wallet } from '../ledger/wallet.ts';
import { countryCurrency } from '../ledger/currency.ts';
import { hmacRandom } from './cards.ts';
import type { GameFaults } from './faults.ts';
import { gameRow } from './game-row.ts';
import {
  createGameSession,
  findGameSession,
  FUN_BALANCE_MAJOR,
  playForFun,
  requireGameSession,
  roundRefOf,
  sessionBalance,
  sessionRoundId,
  type GameMode,
  type GameSession,
} from './game-sessions.ts';
import { freeSpinsLeft, fundSpin, type FreeSpinsLeft } from './free-spins.ts';
import { createRoulette, type Roulette } from './roulette-service.ts';
import { spinEngineFor, type PlayedRound, type SpinEngine } from './slot-spins.ts';
// the card tables.
import { createBlackjack, type Blackjack } from './blackjack-service.ts';
import { createCardTables, type CardTables } from './baccarat-service.ts';
import {
  evaluate,
  MAX_WIN_PER_STAKE,
  PAYLINES,
  REEL_STRIPS,
  type SpinOutcome,
} from './slot-engine.ts';
import { takeSweptRound, type SweptRound } from './swept-rounds.ts';
import { byWin, drawKeyOf } from './seeded-outcomes.ts';

export interface GameInfo {
  slug: string;
  name: string;
  /** games.engine / games.engine_config: which engine and model runs the game. */
  engine: string;
  engineConfig: string;
  /** The catalogue's published RTP in percent (the engine model's, game-engines.ts). */
  rtp: number;
  /**
   * Stakes the bet selector offers, minor units (multiples of the five lines) whose largest win
   * fits the currency's maximum per transaction.
   */
  stakes: number[];
}

/** A classic spin's reels and lines, or another engine's view (slot-spins.ts). */
type SpinShow = SpinOutcome | (PlayedRound['view'] & { win: number });

export type SpinResult = SpinShow & SpinCommon;

/** A spin played at a stake: its win, what the page shows, and what its round records. */
interface PlayedSpin {
  win: number;
  view: SpinOutcome | PlayedRound['view'];
  show(freeSpin: boolean): Json;
}

interface SpinCommon {
  roundId: string;
  /** What the spin was played at: the chosen stake, or a free spin's. */
  stake: number;
  balance: number;
  currency: string;
  mode: GameMode;
  /** A free spin of a free-spin reward: nothing was bet (free-spins.ts). */
  freeSpin: boolean;
  /** Free spins left for this game after the spin (0 in FUN). */
  freeSpinsLeft: number;
  /** The stake of the next free spin; null when none is left. */
  freeSpinStake: number | null;
}

const NO_FREE_SPINS = { freeSpin: false, freeSpinsLeft: 0, freeSpinStake: null } as const;

export interface Games {
  game(slug: string, currency: string): Promise<GameInfo | undefined>;
  start(
    context: GraphQLContext,
    slug: string,
    mode: GameMode,
  ): Promise<{ token: string; expiresAt: Date; currency: string }>;
  session(token: string): Promise<GameSession | undefined>;
  balance(session: GameSession): Promise<number>;
  /** The player's free spins for the session's game; none in FUN. */
  freeSpins(session: GameSession): Promise<FreeSpinsLeft>;
  /** The last round of the game the sweeper settled without the player, once; none in FUN. */
  sweptRound(session: GameSession): Promise<SweptRound | null>;
  spin(token: string, stake: unknown, spinId: unknown): Promise<SpinResult>;
  /** The roulette tables' backend (roulette-service.ts, decision 0025). */
  roulette: Roulette;
  /** single-player blackjack, and baccarat / dragon tiger. */
  blackjack: Blackjack;
  cardTables: CardTables;
}

const STAKE_STEPS = [1, 2, 5, 10, 20, 50];

/** Stakes from the game's minimum bet: multiples of the unit (the classic's five lines). */
export function stakesFor(minBet: number, unit: number = PAYLINES.length): number[] {
  const base = Math.max(unit, Math.ceil(minBet / unit) * unit);
  return STAKE_STEPS.map((step) => base * step);
}

/** Whether every win of a spin at this stake fits the currency's maximum per transaction. */
const isPayableStake = (stake: number, currency: string, maxWinPerStake = MAX_WIN_PER_STAKE) =>
  stake * maxWinPerStake <= maxTransactionAmount(currency);

/** AmountAboveMaximum when a spin at this stake could win more than one transaction may pay. */
export function requirePayableStake(
  stake: number,
  currency: string,
  maxWinPerStake = MAX_WIN_PER_STAKE,
): void {
  if (!isPayableStake(stake, currency, maxWinPerStake)) {
    throw walletError(
      'AmountAboveMaximum',
      `A spin at this stake could win more than the maximum of one transaction in ${currency}.`,
      { maximum: maxTransactionAmount(currency), currency },
    );
  }
}

/** The slot's record of a spin, kept on the round: what the page shows of it later. */
function slotShow(stake: number, outcome: SpinOutcome, freeSpin: boolean): Json {
  const lines = outcome.lines.map(({ line, symbol, win }) => ({ line, symbol, win }));
  return { game: 'slot', stake, reels: outcome.reels, lines, win: outcome.win, freeSpin };
}

export function createGames(deps: { store: Store; wallet: Wallet; faults?: GameFaults }): Games {
  const { store, wallet } = deps;
  const afterBet = deps.faults?.afterBet ?? (() => Promise.resolve());
  const reelSecret = cachedSecret(store, 'demo-games-reel-key');

  async function game(slug: string, currency: string): Promise<GameInfo | undefined> {
    const row = await gameRow(store, slug);
    if (!row) return undefined;
    const spinEngine = spinEngineFor(row.engine, row.engine_config);
    const minBet = convertMinBet(row.min_bet, currency);
    return {
      slug: row.slug,
      name: row.name,
      engine: row.engine,
      engineConfig: row.engine_config,
      rtp: Number(row.rtp),
      stakes: (spinEngine ? stakesFor(minBet, spinEngine.stakeUnit) : stakesFor(minBet)).filter(
        (stake) => isPayableStake(stake, currency, spinEngine?.maxWinPerStake),
      ),
    };
  }

  async function stops(roundId: string): Promise<number[]> {
    const digest = createHmac('sha256', await reelSecret())
      .update(roundId)
      .digest();
    return REEL_STRIPS.map((strip, i) => digest.readUInt32BE(i * 4) % strip.length);
  }

  /**
   * The reels of a classic spin from a draw key (HMAC of it with the reel secret): the round at
   * any stake (a free spin's stake is the grant's).
   */
  async function classicRound(drawKey: string): Promise<(stake: number) => PlayedSpin> {
    const reelStops = await stops(drawKey);
    return (stake) => {
      const outcome = evaluate(reelStops, stake);
      return {
        win: outcome.win,
        view: outcome,
        show: (freeSpin) => slotShow(stake, outcome, freeSpin),
      };
    };
  }

  /** Another spin engine's round (reel-slot models, scratch): its draws from HMAC(secret, key). */
  function engineRound(engine: SpinEngine) {
    return async (drawKey: string): Promise<(stake: number) => PlayedSpin> => {
      const key = await reelSecret();
      return (stake) => {
        const played = engine.play(stake, hmacRandom(key, drawKey));
        return { ...played, show: (freeSpin) => ({ ...played.view, freeSpin }) };
      };
    };
  }

  /**
   * A spin's money, whichever engine plays it: free-spin grants first, else one bet and one win,
   * keyed by the round id; the round's draws come from its draw key (the round id, unless a
   * test seeded the outcome), so a retry replays the same round. FUN moves demo money only.
   */
  async function playSpin(
    session: GameSession,
    token: string,
    stake: number,
    roundId: string,
    roundOf: (drawKey: string) => Promise<(stake: number) => PlayedSpin>,
    maxWinPerStake: number | undefined,
  ): Promise<SpinResult> {
    const drawKey =
      (await drawKeyOf(
        store,
        session,
        token,
        roundId,
        byWin(async (candidate) => (await roundOf(candidate))(stake).win),
      )) ?? roundId;
    const play = await roundOf(drawKey);
    const base = { roundId, currency: session.currency, mode: session.mode };
    if (session.mode === 'FUN' || !session.playerId) {
      // FUN never uses free spins.
      const played = play(stake);
      const left = await playForFun(store, token, stake, played.win);
      if (left === undefined) {
        throw walletError('InsufficientFunds', 'Not enough demo money for this stake.');
      }
      return { ...played.view, win: played.win, ...base, stake, balance: left, ...NO_FREE_SPINS };
    }
    const ref = roundRefOf(session, roundId);
    const winKey = `spin:${roundId}:win`;
    const recorded = (played: PlayedSpin, freeSpin: boolean): DecidedOutcome => ({
      win: played.win,
      winKey,
      show: played.show(freeSpin),
    });
    const funding = await fundSpin(store, ref, {
      playerSessionId: session.playerSessionId,
      outcomeFor: (at) => recorded(play(at), true),
      // A free spin's stake is the grant's: checked before the spin is taken.
      checkStake: (at) => requirePayableStake(at, session.currency, maxWinPerStake),
    });
    if (funding.kind === 'free') {
      // No bet: the round was recorded with the grant and its outcome; the win is credited
      // like any other.
      const played = play(funding.stake);
      await afterBet(roundId);
      const settled = await wallet.win(ref, played.win, winKey);
      const next = await freeSpinsLeft(store, ref.playerId, ref.gameSlug);
      return {
        ...played.view,
        win: played.win,
        ...base,
        stake: funding.stake,
        balance: settled.outcome.change.balance,
        freeSpin: true,
        freeSpinsLeft: next.left,
        freeSpinStake: next.stake,
      };
    }
    const played = play(stake);
    await wallet.bet(ref, stake, `spin:${roundId}:bet`, {
      playerSessionId: session.playerSessionId,
      outcome: recorded(played, false),
    });
    await afterBet(roundId);
    const settled = await wallet.win(ref, played.win, winKey);
    return {
      ...played.view,
      win: played.win,
      ...base,
      stake,
      balance: settled.outcome.change.balance,
      freeSpin: false,
      freeSpinsLeft: funding.left.left,
      freeSpinStake: funding.left.stake,
    };
  }

  return {
    game,
    roulette: createRoulette({ store, wallet, afterBet }),
    blackjack: createBlackjack({ store, wallet, afterBet }),
    cardTables: createCardTables({ store, wallet, afterBet }),
    session: (token) => findGameSession(store, token),
    balance: (session) => sessionBalance(store, session),
    freeSpins: (session) =>
      session.mode === 'FUN' || !session.playerId
        ? Promise.resolve({ left: 0, stake: null })
        : freeSpinsLeft(store, session.playerId, session.gameSlug),
    sweptRound: (session) =>
      session.mode === 'FUN' || !session.playerId
        ? Promise.resolve(null)
        : takeSweptRound(store, session.playerId, session.gameSlug),

    async start(context, slug, mode) {
      const player = mode === 'REAL' ? requirePlayer(context) : undefined;
      let currency = countryCurrency(context.brand, context.country.countryCode);
      if (player) {
        currency = (await wallet.holder(player.playerId)).player.currency;
        // No real-money play on a time-out or self-exclusion; FUN stays open.
        await requireNoBreak(store, player.playerId);
      }
      if (!(await game(slug, currency))) {
        throw new LobbyError('GameNotFound', 'There is no such game.');
      }
      const created = await createGameSession(store, {
        playerId: player?.playerId ?? null,
        playerSessionId: player?.sessionId ?? null,
        brand: context.brand.key,
        gameSlug: slug,
        mode,
        currency,
        funBalance: mode === 'FUN' ? FUN_BALANCE_MAJOR * 10 ** currencyDigits(currency) : 0,
      });
      return { ...created, currency };
    },

    async spin(token, stakeInput, spinIdInput) {
      const session = await requireGameSession(store, token);
      const info = await game(session.gameSlug, session.currency);
      // Dispatch by games.engine: a table or a live game is not spun (nothing named blackjack
      // runs a slot).
      const spinEngine = info && spinEngineFor(info.engine, info.engineConfig);
      if (info && !spinEngine && info.engine !== 'slot-classic') {
        throw walletError('InvalidArgument', 'This game is not a slot.');
      }
      if (typeof stakeInput === 'number' && Number.isInteger(stakeInput)) {
        requirePayableStake(stakeInput, session.currency, spinEngine?.maxWinPerStake);
      }
      if (typeof stakeInput !== 'number' || !info?.stakes.includes(stakeInput)) {
        throw walletError('InvalidAmount', 'Choose one of the offered stakes.');
      }
      const roundId = sessionRoundId(session, spinIdInput, 'spinId');
      // The classic slot, or another spin engine (slot-spins.ts).
      const roundOf = spinEngine ? engineRound(spinEngine) : classicRound;
      return playSpin(session, token, stakeInput, roundId, roundOf, spinEngine?.maxWinPerStake);
    },
  };
}
