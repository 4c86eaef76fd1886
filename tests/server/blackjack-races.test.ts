// The blackjack table against a hostile player on real PostgreSQL: decisions raced against each
// other from two connections. A state that needs a stake is never visible or actionable before
// that stake commits; a refused decision leaves the round exactly as it was; no answer shows a
// card before the stake that pays for it; a refused deal's id never deals the same cards again;
// and every round's stake equals what the wallet took (decision 0057).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cachedSecret } from '../../server/db/secrets.ts';
import { hmacRandom, ShufflingDealer } from '../../server/games/cards.ts';
import { BLACKJACK_RULES } from '../../server/games/blackjack-rules.ts';
import type { BlackjackView } from '../../server/games/blackjack-service.ts';
import { findGameSession } from '../../server/games/game-sessions.ts';
import { walletErrorType } from '../../server/ledger/errors.ts';
import { openGameTables, type GameTables } from './helpers/game-tables.ts';
import { describePostgres } from './helpers/postgres.ts';
import { balanceOf } from './helpers/wallet.ts';

const BET = 2000;
/** Between one bet and two: the deal is paid, a second stake of the same size is not. */
const BALANCE = 3000;
const RACERS = 25;

describePostgres('blackjack under racing decisions (PostgreSQL)', () => {
  let tables: GameTables;
  let other: Awaited<ReturnType<GameTables['again']>>;
  let slug: string;

  beforeAll(async () => {
    tables = await openGameTables('postgres');
    other = await tables.again();
    slug = await tables.slugOf('blackjack');
  });
  afterAll(() => tables?.close());

  const newId = () => randomBytes(8).toString('hex');
  /** One of the two services, alternately: two connection pools, as two processes. */
  const via = (i: number) => (i % 2 === 0 ? tables.games : other.games).blackjack;

  /** A player at the table with BALANCE, dealt BET until the hand offers `action`. */
  async function dealtWith(action: 'split' | 'double') {
    for (let attempt = 0; attempt < 200; attempt++) {
      const player = await tables.player(BALANCE);
      const token = await tables.launch(slug, 'REAL', player);
      const view = await tables.games.blackjack.deal(token, BET, newId());
      if (view.status === 'open' && view.actions.includes(action)) {
        return { ...player, token, view };
      }
    }
    throw new Error(`no hand offering ${action} in 200 deals`);
  }

  /** Every answer of a race, settled or refused. */
  async function race(calls: Array<() => Promise<BlackjackView>>) {
    const results = await Promise.allSettled(calls.map((call) => call()));
    for (const result of results) {
      if (result.status === 'rejected' && walletErrorType(result.reason) === undefined) {
        throw result.reason;
      }
    }
    return results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  }

  /** Stands until settled; the stake of the final state, what the wallet took and paid. */
  async function finish(token: string, view: BlackjackView) {
    let current = view;
    for (let i = 0; current.status === 'open' && i < 20; i++) {
      current = await tables.games.blackjack.act(token, current.roundId, 'stand', current.version);
    }
    expect(current.status).toBe('settled');
    const { rows } = await tables.store.query<{ bet: number; win: number }>(
      'select bet, win from game_rounds where id = $1',
      [current.roundId],
    );
    return { final: current, bet: Number(rows[0]!.bet), win: Number(rows[0]!.win) };
  }

  it('a refused split plays no second hand, whatever decisions race it', async () => {
    for (let attempt = 0; attempt < 4; attempt++) {
      const { playerId, token, view } = await dealtWith('split');
      const answers = await race([
        () => via(0).act(token, view.roundId, 'split', view.version),
        ...Array.from(
          { length: RACERS },
          (_, i) => () => via(i + 1).act(token, view.roundId, 'stand', view.version + 1),
        ),
      ]);
      // Nothing was applied on the strength of the refused split.
      for (const answer of answers) {
        expect(answer.hands).toHaveLength(1);
        expect(answer.version).toBe(view.version);
      }
      const { final, bet, win } = await finish(token, view);
      expect(final.hands).toHaveLength(1);
      expect(final.staked).toBe(BET);
      // The final state's stake is what the wallet took; the balance moved by the round alone.
      expect(bet).toBe(final.staked);
      expect(win).toBe(final.win);
      expect(await balanceOf(tables.store, playerId)).toBe(BALANCE - bet + win);
    }
  });

  it('a refused double shows no dealer card to any racing request, stale or not', async () => {
    for (let attempt = 0; attempt < 6; attempt++) {
      const { playerId, token, view } = await dealtWith('double');
      const answers = await race([
        () => via(0).act(token, view.roundId, 'double', view.version),
        ...Array.from(
          { length: RACERS },
          // Stale and future versions: each answers the round as it is at that moment.
          (_, i) => () =>
            via(i + 1).act(token, view.roundId, 'hit', view.version + (i % 2 === 0 ? 7 : -1)),
        ),
      ]);
      for (const answer of answers) {
        expect(answer.status).toBe('open');
        expect(answer.dealer[1]).toBeNull();
        expect(answer.hands[0]!.cards).toHaveLength(2);
      }
      const { final, bet, win } = await finish(token, view);
      expect(final.hands[0]!.doubled).toBe(false);
      expect(bet).toBe(final.staked);
      expect(await balanceOf(tables.store, playerId)).toBe(BALANCE - bet + win);
    }
  });

  it('a refused deal shows no card while it runs, and its id never deals those cards', async () => {
    const secret = cachedSecret(tables.store, 'demo-games-tables-key');
    for (let attempt = 0; attempt < 6; attempt++) {
      const player = await tables.player(BALANCE);
      const token = await tables.launch(slug, 'REAL', player);
      const session = (await findGameSession(tables.store, token))!;
      const dealId = newId();
      const roundId = `${session.id}:${dealId}`;
      // Too much for the balance: refused, racing acts on the round it would open.
      const bet = BALANCE + 1000;
      const answers = await race([
        () => via(0).deal(token, bet, dealId),
        ...Array.from({ length: RACERS }, (_, i) => () => via(i + 1).act(token, roundId, 'hit', 0)),
      ]);
      expect(answers).toEqual([]);
      const left = await tables.store.query('select id from table_rounds where id = $1', [roundId]);
      expect(left.rows).toEqual([]);
      // Dealt again, affordable now: not the shoe the refused deal had drawn from.
      await tables.wallet
        .startDeposit(player.playerId, {
          amount: 5000,
          currency: 'EUR',
          provider: 'Trustly',
          paymentMethod: 'trustly',
          payload: {},
          idempotencyKey: newId(),
        })
        .then((started) => tables.wallet.changeStatus(started.transactionId, { to: 'Completed' }));
      const dealt = await tables.games.blackjack.deal(token, bet, dealId);
      const refused = new ShufflingDealer(
        BLACKJACK_RULES.decks,
        hmacRandom(await secret(), roundId),
      );
      const first = [refused.draw(), refused.draw(), refused.draw()];
      expect([dealt.hands[0]!.cards[0], dealt.dealer[0], dealt.hands[0]!.cards[1]]).not.toEqual(
        first,
      );
    }
  });
});
