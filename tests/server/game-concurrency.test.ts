// Every game that writes state and money, raced as a hostile player would on real PostgreSQL:
// random decisions, duplicates and stale versions, from two connection pools (two processes).
// Whatever the interleaving: the stake of every final state equals the bets the wallet took, the
// wins paid equal the outcome recorded, the balance moves by exactly that, and no answer shows a
// card or an outcome before the stake that pays for it (decision 0057).
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BlackjackAction } from '../../server/games/blackjack-engine.ts';
import type { BlackjackView } from '../../server/games/blackjack-service.ts';
import type { Games } from '../../server/games/service.ts';
import type { Clock } from '../../server/clock.ts';
import { createLiveTables, type LiveTables } from '../../server/games/live/tables.ts';
import type { LiveState, PlayerResult } from '../../server/games/live/state.ts';
import { createInProcessPubSub } from '../../server/pubsub/in-process-pubsub.ts';
import { LobbyError } from '../../server/errors.ts';
import { openGameTables, type GameTables } from './helpers/game-tables.ts';
import { describePostgres } from './helpers/postgres.ts';
import { balanceOf } from './helpers/wallet.ts';

const BET = 2000;
const ACTIONS: BlackjackAction[] = ['hit', 'stand', 'double', 'split', 'insurance', 'noInsurance'];
const STAKED: BlackjackAction[] = ['double', 'split', 'insurance'];

/** Every answer of requests sent at once; typed refusals are answers too, anything else fails. */
async function together<T>(calls: Array<() => Promise<T>>): Promise<T[]> {
  const results = await Promise.allSettled(calls.map((call) => call()));
  return results.flatMap((result) => {
    if (result.status === 'fulfilled') return [result.value];
    if (!(result.reason instanceof LobbyError)) throw result.reason;
    return [];
  });
}

const LIVE_TIMING = {
  bettingMs: 10_000,
  resultMs: 5_000,
  decisionMs: 4_000,
  leaseMs: 60_000,
  heartbeatMs: 20_000,
};

/** A simulated clock shared by both processes' live tables: timers fire only when advanced. */
function manualClock(start = 1_800_000_000_000) {
  let now = start;
  const timers = new Set<{ at: number; fn: () => void }>();
  const clock: Clock = {
    now: () => now,
    setTimeout(fn, ms) {
      const timer = { at: now + ms, fn };
      timers.add(timer);
      return timer;
    },
    clearTimeout(handle) {
      timers.delete(handle as { at: number; fn: () => void });
    },
  };
  async function advance(ms: number, tables: LiveTables[]) {
    const target = now + ms;
    for (;;) {
      for (const table of tables) await table.idle();
      const due = [...timers].filter((t) => t.at <= target).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers.delete(due);
      now = Math.max(now, due.at);
      due.fn();
    }
    now = target;
    for (const table of tables) await table.idle();
  }
  return { clock, advance };
}

/** A view without the balance (which moves with other rounds of the same player). */
const shape = ({ balance: _balance, ...rest }: BlackjackView) => rest;

describePostgres('game rounds under racing requests (PostgreSQL)', () => {
  let tables: GameTables;
  let services: [Games, Games];
  const slugs: Record<string, string> = {};

  beforeAll(async () => {
    tables = await openGameTables('postgres');
    services = [tables.games, (await tables.again()).games];
    for (const engine of ['blackjack', 'roulette-european', 'baccarat', 'slot-classic']) {
      slugs[engine] = await tables.slugOf(engine).catch(() => '');
    }
  });
  afterAll(() => tables?.close());

  const newId = () => randomBytes(8).toString('hex');

  it('blackjack: every final stake is what the wallet took, and no answer runs ahead of it', async () => {
    const decision = fc.record({
      action: fc.constantFrom(...ACTIONS),
      // Mostly the current version; stale and future ones too.
      offset: fc.constantFrom(0, 0, 0, 1, -1),
      via: fc.constantFrom(0, 1),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          // From one bet to three: stakes that are refused and stakes that are not.
          balance: fc.constantFrom(BET, BET + BET / 2, 2 * BET, 3 * BET),
          staked: fc.constantFrom(...STAKED),
          batches: fc.array(fc.array(decision, { minLength: 1, maxLength: 6 }), {
            minLength: 1,
            maxLength: 6,
          }),
        }),
        async ({ balance, staked, batches }) => {
          const player = await tables.player(balance);
          const token = await tables.launch(slugs.blackjack!, 'REAL', player);
          const blackjack = (via: number) => services[via]!.blackjack;
          const dealt = await blackjack(0).deal(token, BET, newId());
          const answers: BlackjackView[] = [dealt];
          /** The round as it is now: a decision for another version answers that. */
          const peek = () => blackjack(1).act(token, dealt.roundId, 'stand', -1);
          let latest = dealt;
          for (const [index, batch] of batches.entries()) {
            if (latest.status !== 'open') break;
            // The first batch races a decision that needs a stake against the others.
            const calls = (
              index === 0 && latest.actions.includes(staked)
                ? [{ action: staked, offset: 0, via: 0 }, ...batch]
                : batch
            ).map(
              ({ action, offset, via }) =>
                () =>
                  blackjack(via).act(token, dealt.roundId, action, latest.version + offset),
            );
            answers.push(...(await together(calls)));
            latest = await peek();
            answers.push(latest);
          }
          for (let i = 0; latest.status === 'open' && i < 20; i++) {
            const action = latest.actions.includes('noInsurance') ? 'noInsurance' : 'stand';
            latest = await blackjack(i % 2).act(token, dealt.roundId, action, latest.version);
            answers.push(latest);
          }
          expect(latest.status).toBe('settled');

          const { rows } = await tables.store.query<{ bet: number; win: number }>(
            'select bet, win from game_rounds where id = $1',
            [dealt.roundId],
          );
          const taken = Number(rows[0]!.bet);
          const paid = Number(rows[0]!.win);
          expect(taken).toBe(latest.staked);
          expect(paid).toBe(latest.win);
          expect(await balanceOf(tables.store, player.playerId)).toBe(balance - taken + paid);

          const byVersion = new Map<number, ReturnType<typeof shape>>();
          for (const answer of answers) {
            // No answer holds more stake or hands than the round ended with.
            expect(answer.staked).toBeLessThanOrEqual(latest.staked);
            expect(answer.hands.length).toBeLessThanOrEqual(latest.hands.length);
            // One state per version: nothing shown was taken back.
            const seen = byVersion.get(answer.version);
            if (seen) expect(shape(answer)).toEqual(seen);
            else byVersion.set(answer.version, shape(answer));
            if (answer.status === 'settled') expect(shape(answer)).toEqual(shape(latest));
            else expect(answer.dealer[1]).toBeNull();
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('one-shot rounds: a spin id sent again, with the same bets or others, settles once as first decided', async () => {
    const roulette = (await tables.games.roulette.table(slugs['roulette-european']!, 'EUR'))!;
    const baccarat = (await tables.games.cardTables.table(slugs.baccarat!, 'EUR'))!;
    const slot = (await tables.games.game(slugs['slot-classic']!, 'EUR'))!;
    const chip = roulette.chip * 10;
    const layouts = {
      roulette: [[{ type: 'red', stake: chip }], [{ type: 'black', stake: chip }]],
      baccarat: [
        [{ type: 'player', stake: baccarat.chip * 10 }],
        [{ type: 'banker', stake: baccarat.chip * 10 }],
      ],
      slot: slot.stakes.slice(0, 2),
    };
    const request = fc.record({
      engine: fc.constantFrom('roulette', 'baccarat', 'slot'),
      spin: fc.constantFrom(0, 1, 2),
      layout: fc.constantFrom(0, 1),
      via: fc.constantFrom(0, 1),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(request, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 3 }),
        async (waves) => {
          const balance = 50_000;
          const player = await tables.player(balance);
          const tokens = {
            roulette: await tables.launch(slugs['roulette-european']!, 'REAL', player),
            baccarat: await tables.launch(slugs.baccarat!, 'REAL', player),
            slot: await tables.launch(slugs['slot-classic']!, 'REAL', player),
          };
          const spinIds = [newId(), newId(), newId()];
          const answers = new Map<string, Array<{ stake: number; win: number }>>();
          for (const wave of waves) {
            const settled = await together(
              wave.map(({ engine, spin, layout, via }) => async () => {
                const games = services[via]!;
                const spinId = spinIds[spin]!;
                if (engine === 'roulette') {
                  const r = await games.roulette.spin(
                    tokens.roulette,
                    layouts.roulette[layout],
                    spinId,
                  );
                  return { roundId: r.roundId, stake: r.stake, win: r.win };
                }
                if (engine === 'baccarat') {
                  const r = await games.cardTables.play(
                    tokens.baccarat,
                    layouts.baccarat[layout],
                    spinId,
                  );
                  return { roundId: r.roundId, stake: r.stake, win: r.win };
                }
                const r = await games.spin(tokens.slot, layouts.slot[layout], spinId);
                return { roundId: r.roundId, stake: r.stake, win: r.win };
              }),
            );
            for (const { roundId, ...answer } of settled) {
              answers.set(roundId, [...(answers.get(roundId) ?? []), answer]);
            }
          }
          const { rows } = await tables.store.query<{
            id: string;
            bet: number;
            win: number;
            outcome_win: number;
            outcome: { stake: number; win: number };
          }>(`select id, bet, win, outcome_win, outcome from game_rounds where player_id = $1`, [
            player.playerId,
          ]);
          let taken = 0;
          let paid = 0;
          for (const round of rows) {
            taken += Number(round.bet);
            paid += Number(round.win);
            // The round is settled as its recorded outcome says, for the stake it recorded.
            expect(Number(round.bet)).toBe(round.outcome.stake);
            expect(Number(round.win)).toBe(Number(round.outcome_win));
            expect(round.outcome.win).toBe(Number(round.outcome_win));
            // Every request answered for this round saw that one outcome.
            for (const answer of answers.get(round.id) ?? []) {
              expect(answer.stake).toBe(round.outcome.stake);
              expect(answer.win).toBe(Number(round.win));
            }
          }
          // No answer for a round the wallet has no stake for.
          for (const roundId of answers.keys()) {
            expect(rows.map((round) => round.id)).toContain(roundId);
          }
          expect(await balanceOf(tables.store, player.playerId)).toBe(balance - taken + paid);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('live blackjack: duplicated and stale bets and decisions from two processes; every hand staked as it is settled', async () => {
    const slug = await tables.slugOf('live-blackjack');
    const { clock, advance } = manualClock();
    const pubsub = createInProcessPubSub();
    const second = await tables.again();
    const lives = [
      createLiveTables({
        store: tables.store,
        wallet: tables.wallet,
        pubsub,
        clock,
        options: LIVE_TIMING,
      }),
      createLiveTables({
        store: second.store,
        wallet: second.wallet,
        pubsub,
        clock,
        options: LIVE_TIMING,
      }),
    ];
    const states: LiveState[] = [];
    const unseat = lives[0]!.seat(slug, {
      sessionId: 'watcher',
      onState: (state) => states.push(state),
      onResult: () => undefined,
    });
    const chip = (await lives[0]!.table(slug, 'EUR'))!.chip;
    const base = chip * Math.ceil(1000 / chip);
    const latest = () => states.findLast((state) => state.slug === slug)!;
    const player = fc.record({
      // Enough for the base bet; with or without the money to double.
      balance: fc.constantFrom(2000, 2000 + base),
      bets: fc.array(
        fc.record({ stake: fc.constantFrom(base, base), via: fc.constantFrom(0, 1) }),
        {
          minLength: 1,
          maxLength: 3,
        },
      ),
      decisions: fc.array(
        fc.record({
          action: fc.constantFrom('hit', 'stand', 'double'),
          step: fc.constantFrom(0, 0, 1, -1),
          via: fc.constantFrom(0, 1),
        }),
        { maxLength: 4 },
      ),
    });
    try {
      await advance(0, lives);
      await fc.assert(
        fc.asyncProperty(fc.array(player, { minLength: 1, maxLength: 3 }), async (players) => {
          // The next betting window.
          for (let i = 0; i < 10 && latest().phase !== 'betting'; i++) {
            await advance(LIVE_TIMING.resultMs, lives);
          }
          const round = latest();
          expect(round.phase).toBe('betting');
          const seated = [];
          for (const spec of players) {
            const account = await tables.player(spec.balance);
            const token = await tables.launch(slug, 'REAL', account);
            seated.push({ ...spec, ...account, token });
          }
          await together(
            seated.flatMap(({ token, bets }) =>
              bets.map(
                ({ stake, via }) =>
                  () =>
                    lives[via]!.placeBets(token, round.roundId, [{ spot: 'hand', stake }]),
              ),
            ),
          );
          await advance(LIVE_TIMING.bettingMs, lives);
          // Every decision window: each player's decisions, duplicated and stale, at once.
          for (let window = 0; window < 8 && latest().phase === 'deciding'; window++) {
            const deciding = latest();
            await together(
              seated.flatMap(({ token, decisions }) =>
                decisions.map(
                  ({ action, step, via }) =>
                    () =>
                      lives[via]!.placeDecision(
                        token,
                        round.roundId,
                        deciding.step! + step,
                        action,
                      ),
                ),
              ),
            );
            await advance(LIVE_TIMING.decisionMs, lives);
          }
          expect(latest()).toMatchObject({ phase: 'result', roundId: round.roundId });
          for (const { playerId, balance } of seated) {
            const { rows } = await tables.store.query<{ bet: number; win: number; status: string }>(
              'select bet, win, status from game_rounds where player_id = $1',
              [playerId],
            );
            const placed = await tables.store.query<{ total: number; result: string | null }>(
              'select total, result from live_bets where round_id = $1 and player_id = $2',
              [round.roundId, playerId],
            );
            const result = JSON.parse(placed.rows[0]!.result!) as PlayerResult;
            const stake = Number(placed.rows[0]!.total);
            const taken = rows.reduce((sum, row) => sum + Number(row.bet), 0);
            const paid = rows.reduce((sum, row) => sum + Number(row.win), 0);
            expect(rows.every((row) => row.status === 'settled')).toBe(true);
            // The hand was settled on what the wallet took: the bet, and a double only if paid.
            expect(taken).toBe(result.refused === null ? result.stake : 0);
            expect([0, stake, 2 * stake]).toContain(taken);
            if (taken === 2 * stake) expect(balance).toBeGreaterThanOrEqual(2 * stake);
            expect(paid).toBe(result.win);
            expect(await balanceOf(tables.store, playerId)).toBe(balance - taken + paid);
          }
        }),
        { numRuns: 8 },
      );
    } finally {
      unseat();
      for (const live of lives) await live.close();
      await pubsub.close();
    }
  });
});
