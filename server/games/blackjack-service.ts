// The single-player blackjack's backend (decisions 0051, 0057). Every decision is a server call:
// `deal` takes the base bet and deals, `act` applies hit / stand / double / split / insurance.
// The round is ONE wallet round: the deal's bet opens it, a double, split or insurance adds its
// stake to the same round (a bet under the same round id, its own idempotency key), and one win
// settles it. With every bet, and after every decision that stakes nothing, the wallet records
// what the round would pay if the player left now (every remaining hand stands, insurance
// declined): the sweeper pays exactly that if the player walks away, so leaving never beats
// playing on, and a decision restarts the sweeper's clock.
// The state lives in table_rounds with a version, so racing decisions apply once, and every
// state change is written in the same transaction as the money it needs (the stake `alongside`
// the bet, the settled state alongside the win): a refused stake leaves the round exactly as it
// was, and no answer shows a card before the stake that pays for it has committed.
// The shoe: six decks shuffled by an HMAC stream of a server secret, the round id and a key drawn
// at the deal (cards.ts), re-dealt up to `state.dealt` on each call; a refused deal leaves nothing,
// so the same deal id never deals the same cards again. FUN rounds move the game session's demo
// money only, in the same transaction as their state.
import { randomBytes } from 'node:crypto';
import { TableRuleError, ShufflingDealer, hmacRandom, type Card } from './cards.ts';
import type { Queryable, Store } from '../db/store.ts';
import { cachedSecret } from '../db/secrets.ts';
import { maxTransactionAmount } from '../ledger/amounts.ts';
import { walletError, walletErrorType } from '../ledger/errors.ts';
import type { DecidedOutcome } from '../ledger/rounds/round-outcome.ts';
import type { Alongside } from '../ledger/rounds/rounds.ts';
import type { Wallet } from '../ledger/wallet.ts';
import type { Json } from '../pubsub/pubsub.ts';
import { balancesOf } from '../ledger/journal/history.ts';
import {
  act,
  BLACKJACK_ACTIONS,
  deal,
  extraStake,
  totalStake,
  visibleState,
  type BlackjackAction,
  type BlackjackState,
} from './blackjack-engine.ts';
import { BLACKJACK_RULES, maxRoundReturn } from './blackjack-rules.ts';
import { gameRow } from './game-row.ts';
import {
  findGameSession,
  playForFun,
  requireGameSession,
  requireSessionTable,
  roundRefOf,
  sessionRoundId,
  type GameMode,
  type GameSession,
} from './game-sessions.ts';
import { drawKeyOf } from './seeded-outcomes.ts';
import { chipValues, isChipStake, MAX_CHIPS, smallestChip } from './table-chips.ts';

export interface BlackjackTableInfo {
  slug: string;
  name: string;
  /** The catalogue's published RTP (percent). */
  rtp: number;
  /** The smallest chip, an even amount (3:2 and half-bet insurance stay exact). */
  chip: number;
  chips: number[];
  maxBet: number;
}

export type BlackjackView = ReturnType<typeof visibleState> & {
  roundId: string;
  version: number;
  /** open: decisions to make; settled; swept: the wallet settled it as stood while away. */
  status: 'open' | 'settled' | 'swept';
  staked: number;
  balance: number;
  currency: string;
  mode: GameMode;
};

export interface Blackjack {
  table(slug: string, currency: string): Promise<BlackjackTableInfo | undefined>;
  /** The round in play for the session (resumed on launch), or null. */
  current(session: GameSession): Promise<Omit<BlackjackView, 'balance'> | null>;
  deal(token: string, bet: unknown, dealId: unknown): Promise<BlackjackView>;
  act(token: string, roundId: unknown, action: unknown, version: unknown): Promise<BlackjackView>;
}

interface RoundRow {
  id: string;
  state: BlackjackState;
  version: number;
  status: 'open' | 'settled' | 'swept';
  /** Keys the round's shoe with its id; null for rounds dealt before the key existed. */
  shoe_key: string | null;
}

/** Another request moved the round on first: this one changes nothing and shows the round. */
class MovedOn extends Error {}

/** Maps the pure rules' errors to the wallet's typed InvalidArgument (HTTP 400). */
function rules<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof TableRuleError) {
      throw walletError('InvalidArgument', error.message, { reason: error.code });
    }
    throw error;
  }
}

/** The rest of the round if every remaining decision is "stand" (insurance declined). */
export function standNow(state: BlackjackState, draw: () => Card): BlackjackState {
  let next = state;
  while (next.phase !== 'settled') {
    next = act(next, next.phase === 'insurance' ? 'noInsurance' : 'stand', draw);
  }
  return next;
}

export function createBlackjack(deps: {
  store: Store;
  wallet: Wallet;
  afterBet?: (roundId: string) => Promise<void>;
}): Blackjack {
  const { store, wallet } = deps;
  const secret = cachedSecret(store, 'demo-games-tables-key');
  const ROUND_COLUMNS = 'id, state, version, status, shoe_key';

  /** The round's shoe, with the first `dealt` cards already gone. */
  async function shoe(
    round: Pick<RoundRow, 'id' | 'shoe_key'>,
    dealt: number,
  ): Promise<() => Card> {
    const key = round.shoe_key === null ? round.id : `${round.id}:${round.shoe_key}`;
    const dealer = new ShufflingDealer(BLACKJACK_RULES.decks, hmacRandom(await secret(), key));
    for (let i = 0; i < dealt; i++) dealer.draw();
    return () => dealer.draw();
  }

  async function table(slug: string, currency: string): Promise<BlackjackTableInfo | undefined> {
    const row = await gameRow(store, slug);
    if (row?.engine !== 'blackjack') return undefined;
    const chip = smallestChip(row.min_bet, currency, 2);
    const max = maxTransactionAmount(currency);
    return {
      slug: row.slug,
      name: row.name,
      rtp: Number(row.rtp),
      chip,
      chips: chipValues(chip),
      // Every outcome of the largest bet must be payable in one transaction.
      maxBet: Math.min(chip * MAX_CHIPS, Math.floor(max / maxRoundReturn(1) / 2) * 2),
    };
  }

  function view(row: RoundRow, session: GameSession): Omit<BlackjackView, 'balance'> {
    return {
      ...visibleState(row.state),
      roundId: row.id,
      version: row.version,
      status: row.status,
      staked: totalStake(row.state),
      currency: session.currency,
      mode: session.mode,
    };
  }

  async function balanceOf(session: GameSession, token: string): Promise<number> {
    if (session.mode === 'FUN' || !session.playerId) {
      return (await findGameSession(store, token))?.funBalance ?? 0;
    }
    return (await balancesOf(store, session.playerId, session.currency)).balance;
  }

  const winKey = (roundId: string) => `blackjack:${roundId}:win`;

  async function outcomeOf(round: RoundRow, state: BlackjackState): Promise<DecidedOutcome> {
    const final =
      state.phase === 'settled' ? state : standNow(state, await shoe(round, state.dealt));
    const show: Json = {
      game: 'blackjack',
      dealer: final.dealer,
      hands: final.hands.map((hand) => ({
        cards: hand.cards,
        stake: hand.stake,
        result: hand.result ?? null,
        payout: hand.payout ?? 0,
      })),
      insurance: final.insurance ?? 0,
      stake: totalStake(final),
      win: final.win ?? 0,
    };
    return { win: final.win ?? 0, winKey: winKey(round.id), show };
  }

  async function openRound(session: GameSession): Promise<RoundRow | undefined> {
    const { rows } =
      session.mode === 'REAL' && session.playerId
        ? await store.query<RoundRow>(
            `select ${ROUND_COLUMNS} from table_rounds
             where player_id = $1 and game_slug = $2 and status = 'open' and mode = 'REAL'
             order by created_at desc limit 1`,
            [session.playerId, session.gameSlug],
          )
        : await store.query<RoundRow>(
            `select ${ROUND_COLUMNS} from table_rounds
             where session_id = $1 and status = 'open'`,
            [session.id],
          );
    return rows[0];
  }

  async function findRound(session: GameSession, roundId: string): Promise<RoundRow | undefined> {
    const { rows } = await store.query<RoundRow>(
      `select ${ROUND_COLUMNS} from table_rounds
       where id = $1 and game_slug = $2 and (session_id = $3 or player_id = $4)`,
      [roundId, session.gameSlug, session.id, session.playerId],
    );
    return rows[0];
  }

  /** Writes the next state if nobody moved the round first (MovedOn when someone did). */
  function claim(row: RoundRow, next: BlackjackState): Alongside {
    return async (tx) => {
      const { rows } = await tx.query(
        `update table_rounds set state = $3::jsonb, version = version + 1, status = $4,
           updated_at = now() where id = $1 and version = $2 and status = 'open' returning id`,
        [row.id, row.version, JSON.stringify(next), next.phase === 'settled' ? 'settled' : 'open'],
      );
      if (rows.length === 0) throw new MovedOn();
    };
  }

  /** The wallet settled the round without the player (the sweeper): show it as it paid. */
  async function markSwept(row: RoundRow, session: GameSession): Promise<RoundRow> {
    const final = standNow(row.state, await shoe(row, row.state.dealt));
    await store.query(
      `update table_rounds set state = $2::jsonb, status = 'swept', version = version + 1,
         updated_at = now() where id = $1 and status = 'open'`,
      [row.id, JSON.stringify(final)],
    );
    return (await findRound(session, row.id)) ?? { ...row, state: final, status: 'swept' };
  }

  /**
   * A state change and its money in one transaction each: the extra stake with the state it pays
   * for, then (once settled) the win; a decision that stakes nothing records the outcome the
   * sweeper would pay with it, or, when it settles the round, is written with the win. FUN
   * rounds write the state with their demo money. False when the wallet's bet was a replay (an
   * identical request committed first): this one wrote nothing.
   */
  async function commit(
    session: GameSession,
    token: string,
    round: RoundRow,
    key: string,
    extra: number,
    next: BlackjackState,
    write: Alongside,
    first: boolean,
  ): Promise<boolean> {
    const settled = next.phase === 'settled';
    if (session.mode === 'FUN' || !session.playerId) {
      await store.transaction(async (tx) => {
        await write(tx);
        if ((await playForFun(tx, token, extra, settled ? (next.win ?? 0) : 0)) === undefined) {
          throw walletError('InsufficientFunds', 'Not enough demo money for this stake.');
        }
      });
      return true;
    }
    const ref = roundRefOf(session, round.id);
    if (extra > 0) {
      const outcome = await outcomeOf(round, next);
      const placed = await wallet.bet(ref, extra, key, {
        playerSessionId: session.playerSessionId,
        outcome,
        alongside: write,
      });
      if (placed.replayed) return false;
      if (first) await deps.afterBet?.(round.id);
      if (settled) await wallet.win(ref, next.win ?? 0, winKey(round.id));
      return true;
    }
    if (settled) {
      return !(await wallet.win(ref, next.win ?? 0, winKey(round.id), { alongside: write }))
        .replayed;
    }
    // A crash after this leaves the sweeper paying exactly the outcome recorded with the state.
    await wallet.recordOutcome(ref, await outcomeOf(round, next), write);
    return true;
  }

  return {
    table,

    async current(session) {
      const row = await openRound(session);
      return row ? view(row, session) : null;
    },

    async deal(token, betInput, dealIdInput) {
      const { session, info } = await requireSessionTable(store, token, table, 'blackjack table');
      if (!isChipStake(betInput, info.chip, info.maxBet)) {
        throw walletError(
          'InvalidAmount',
          `The bet must be a multiple of ${info.chip} up to ${info.maxBet}.`,
          { chip: info.chip, maxBet: info.maxBet },
        );
      }
      const roundId = sessionRoundId(session, dealIdInput, 'dealId');
      const shown = async (row: RoundRow) => ({
        ...view(row, session),
        balance: await balanceOf(session, token),
      });
      const replay = await findRound(session, roundId);
      if (replay) return shown(replay);
      const open = await openRound(session);
      if (open) {
        throw walletError('InvalidArgument', 'Finish the round in play first.', {
          reason: 'RoundInPlay',
          roundId: open.id,
        });
      }
      // A test may have named this deal's kind (seeded-outcomes.ts, a development stand-in).
      const seeded = await drawKeyOf(store, session, token, roundId, async (key, kind) => {
        const dealt = deal(betInput, await shoe({ id: roundId, shoe_key: key }, 0));
        return kind === 'decision' && dealt.phase === 'playing';
      });
      const keyed = { id: roundId, shoe_key: seeded ?? randomBytes(16).toString('hex') };
      const draw = await shoe(keyed, 0);
      const round: RoundRow = {
        ...keyed,
        state: rules(() => deal(betInput, draw)),
        version: 0,
        status: 'open',
      };
      // The round row is the session's one open round (a unique index): a racing second deal
      // fails to insert it, and its bet with it.
      const insert: Alongside = async (tx: Queryable) => {
        const { rows } = await tx.query(
          `insert into table_rounds (id, session_id, player_id, game_slug, mode, state, status,
             shoe_key)
           values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8) on conflict do nothing returning id`,
          [
            roundId,
            session.id,
            session.playerId,
            session.gameSlug,
            session.mode,
            JSON.stringify(round.state),
            round.state.phase === 'settled' ? 'settled' : 'open',
            round.shoe_key,
          ],
        );
        if (rows.length === 0) throw new MovedOn();
      };
      try {
        await commit(
          session,
          token,
          round,
          `blackjack:${roundId}:0`,
          betInput,
          round.state,
          insert,
          true,
        );
      } catch (error) {
        // The same deal sent twice at once: the first one's round is the answer to both.
        const raced = await findRound(session, roundId);
        if (raced) return shown(raced);
        if (!(error instanceof MovedOn)) throw error;
        throw walletError('InvalidArgument', 'Finish the round in play first.', {
          reason: 'RoundInPlay',
        });
      }
      const row = (await findRound(session, roundId))!;
      return shown(row);
    },

    async act(token, roundIdInput, actionInput, versionInput) {
      const session = await requireGameSession(store, token);
      if (typeof roundIdInput !== 'string' || roundIdInput.length > 100) {
        throw walletError('InvalidArgument', 'roundId is required.');
      }
      if (
        typeof actionInput !== 'string' ||
        !(BLACKJACK_ACTIONS as readonly string[]).includes(actionInput)
      ) {
        throw walletError(
          'InvalidArgument',
          `Unknown action "${String(actionInput).slice(0, 20)}".`,
        );
      }
      const action = actionInput as BlackjackAction;
      const row = await findRound(session, roundIdInput);
      if (!row) throw walletError('RoundNotFound', 'There is no such blackjack round.');
      const current = async (r: RoundRow) => ({
        ...view(r, session),
        balance: await balanceOf(session, token),
      });
      // A retried decision (the version moved on) shows the round as it is now.
      if (typeof versionInput === 'number' && versionInput !== row.version) return current(row);
      if (row.status !== 'open') {
        throw walletError('RoundClosed', 'This round is over.', { status: row.status });
      }
      const extra = extraStake(row.state, action);
      const draw = await shoe(row, row.state.dealt);
      const next = rules(() => act(row.state, action, draw));
      try {
        const wrote = await commit(
          session,
          token,
          row,
          `blackjack:${row.id}:${row.version + 1}:${action}`,
          extra,
          next,
          claim(row, next),
          false,
        );
        const now = (await findRound(session, row.id))!;
        // The sweeper paid the same stand-now outcome under the same win key first.
        if (!wrote && now.version === row.version && now.status === 'open') {
          return current(await markSwept(now, session));
        }
        return current(now);
      } catch (error) {
        if (error instanceof MovedOn) return current((await findRound(session, row.id)) ?? row);
        const type = walletErrorType(error);
        // The sweeper settled the round while the player was away (its win took the win key
        // with the stand-now amount): shown as stood at that moment.
        if (type === 'RoundClosed' || type === 'RoundNotFound' || type === 'IdempotencyKeyReused') {
          return current(await markSwept(row, session));
        }
        // Refused (funds, limits): nothing was written; the round is as it was.
        throw error;
      }
    },
  };
}
