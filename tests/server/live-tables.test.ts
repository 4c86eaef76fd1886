// Live tables (decision 0049), on PGlite and PostgreSQL: the shared schedule on a
// simulated clock (the table starts on the first seat, bets close at the countdown's end, the
// outcome is shown, the next round opens, the table idles once nobody is seated); two sockets at
// one table see the same rounds and outcome; a REAL player's round is one wallet bet and one win
// of exactly the engine's payout, a FUN player's moves demo money only; a bet after close of bets
// is refused with BetsClosed and moves nothing; a reconnecting socket is resynced with its bets
// and result; with two processes exactly one drives a table and the other relays, and takes over
// when the driver goes.
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_ACCOUNTS } from '../../server/identity/demo-accounts.ts';
import { findPlayerByPhone } from '../../server/players/players.ts';
import { createInProcessPubSub } from '../../server/pubsub/in-process-pubsub.ts';
import { liveWheel } from '../../server/games/live/engines.ts';
import type { Clock } from '../../server/clock.ts';
import { createLiveTables, type LiveTables } from '../../server/games/live/tables.ts';
import type { LiveState, PlayerResult } from '../../server/games/live/state.ts';
import { WHEEL_SEGMENTS } from '../../server/games/live/wheel.ts';
import type { BackendKind } from './helpers/catalogue.ts';
import { gql, smsSignIn } from './helpers/identity-app.ts';
import { describeStores } from './helpers/postgres.ts';
import { REDIS_URL, redisUnavailable } from './helpers/redis.ts';
import { openRedisPubSub } from '../../server/pubsub/redis-pubsub.ts';
import { openWalletApp, type WalletApp } from './helpers/wallet-app.ts';
import { balanceOf, fund, ledgerSnapshot } from './helpers/wallet.ts';

const START = `mutation($slug: String!, $mode: GameMode!) {
  startGameSession(slug: $slug, mode: $mode) { url } }`;
const TIMING = {
  bettingMs: 10_000,
  resultMs: 5_000,
  decisionMs: 4_000,
  leaseMs: 6_000,
  heartbeatMs: 2_000,
};

/** A simulated clock: timers fire only when the test advances it. */
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
  async function advance(ms: number, ...tables: LiveTables[]) {
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

/** A socket at the table collecting frames. */
async function seat(url: string) {
  const frames: { type: string; state?: LiveState; result?: PlayerResult; [k: string]: unknown }[] =
    [];
  const socket = new WebSocket(url);
  socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const until = async (test: () => boolean) => {
    for (let i = 0; i < 300 && !test(); i++) await new Promise((r) => setTimeout(r, 10));
    expect(test()).toBe(true);
  };
  // Seated once the server has sent the table's state (the seat is taken before).
  await until(() => frames.some((f) => f.type === 'mine'));
  return {
    socket,
    frames,
    until,
    states: () => frames.filter((f) => f.type === 'state').map((f) => f.state!),
    results: () => frames.filter((f) => f.type === 'result').map((f) => f.result!),
    close: () =>
      new Promise((resolve) => {
        socket.once('close', resolve);
        socket.close();
      }),
  };
}

function liveSuite(kind: BackendKind): void {
  let server: WalletApp;
  let token: string;
  let playerId: string;
  let slug: string;
  let chip: number;
  const { clock, advance } = manualClock();
  // Every draw lands on segment index 3: the test knows the outcome.
  const drawIndex = 3;
  let live: LiveTables;

  beforeAll(async () => {
    server = await openWalletApp(kind, {
      catalogue: true,
      rewardScheduler: { enabled: false },
      live: { clock, options: TIMING, random: { int: () => drawIndex } },
    });
    live = server.services.live;
    token = (await smsSignIn(server, DEMO_ACCOUNTS.demo.phoneNumber)).accessToken;
    playerId = (await findPlayerByPhone(server.store, 'aurora', DEMO_ACCOUNTS.demo.phoneNumber))!
      .id;
    const { rows } = await server.store.query<{ slug: string }>(
      "select slug from games where engine = 'live-wheel' order by slug limit 1",
    );
    slug = rows[0]!.slug;
    chip = (await live.table(slug, 'EUR'))!.chip;
    await fund(server.services.wallet, playerId, 100_000);
  });
  afterAll(() => server?.close());

  async function launch(mode: 'REAL' | 'FUN', bearer?: string): Promise<string> {
    const response = await gql<{ startGameSession: { url: string } }>(
      server.http,
      START,
      { slug, mode },
      bearer ? { token: bearer } : {},
    );
    expect(response.errors).toBeUndefined();
    return new URL(response.data!.startGameSession.url).searchParams.get('session')!;
  }
  const socketUrl = (session: string) =>
    `${server.http.replace(/^http/, 'ws')}/demo-games/live/socket?session=${session}`;
  const bet = (session: string, roundId: unknown, bets: unknown) =>
    fetch(`${server.http}/demo-games/api/live/bets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `GameSession ${session}` },
      body: JSON.stringify({ roundId, bets }),
    });

  it('serves the live page (socket in its CSP, locale texts) and the rules page', async () => {
    const session = await launch('FUN');
    const page = await fetch(`${server.http}/demo-games/${slug}/?session=${session}&locale=fi-FI`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain(
      server.http.replace(/^http/, 'ws'),
    );
    const html = await page.text();
    expect(html).toContain('/demo-games/assets/live.js');
    expect(html).toContain('Säännöt');
    expect(html).toContain('"locale":"fi-FI"');
    const rules = await fetch(`${server.http}/demo-games/${slug}/rules/?locale=de-DE`);
    expect(rules.status).toBe(200);
    expect(await rules.text()).toContain('Glücksrad');
    expect((await fetch(`${server.http}/demo-games/assets/live.js`)).status).toBe(200);
  });

  it('two sockets share one schedule and outcome; REAL is one bet and one win, FUN only demo money; late bets are refused', async () => {
    const real = await launch('REAL', token);
    const fun = await launch('FUN');
    const a = await seat(socketUrl(real));
    const b = await seat(socketUrl(fun));
    await advance(0, live);
    await a.until(() => a.states().some((s) => s.phase === 'betting'));
    await b.until(() => b.states().some((s) => s.phase === 'betting'));
    const open = a.states().findLast((s) => s.phase === 'betting')!;
    expect(open.closesAt).toBe(clock.now() + TIMING.bettingMs);
    expect(b.states().findLast((s) => s.phase === 'betting')!.roundId).toBe(open.roundId);

    const outcomeSegment = WHEEL_SEGMENTS[drawIndex]!;
    const bets = [
      { spot: String(outcomeSegment), stake: 2 * chip },
      { spot: outcomeSegment === 47 ? '1' : '47', stake: chip },
    ];
    const before = await balanceOf(server.store, playerId);
    expect((await bet(real, open.roundId, [{ spot: '1', stake: chip }])).status).toBe(200);
    // A later request replaces the player's bets for the round.
    expect((await bet(real, open.roundId, bets)).status).toBe(200);
    expect((await bet(fun, open.roundId, [{ spot: '2', stake: 5 * chip }])).status).toBe(200);
    expect((await bet(real, 'wrong:1', bets)).status).toBe(409);
    expect((await bet(real, open.roundId, [{ spot: '3', stake: chip }])).status).toBe(400);
    // Nothing is taken before close of bets.
    expect(await balanceOf(server.store, playerId)).toBe(before);

    await advance(TIMING.bettingMs, live);
    await a.until(() => a.states().some((s) => s.phase === 'result'));
    await b.until(() => b.states().some((s) => s.phase === 'result'));
    const shownA = a.states().findLast((s) => s.phase === 'result')!;
    const shownB = b.states().findLast((s) => s.phase === 'result')!;
    expect(shownA.outcome).toEqual({ index: drawIndex, segment: outcomeSegment });
    expect(shownB).toEqual(shownA);
    expect(shownA.nextAt).toBe(clock.now() + TIMING.resultMs);

    const expectedWin = 2 * chip * (outcomeSegment + 1);
    await a.until(() => a.results().length === 1);
    const mine = a.results()[0]!;
    expect(mine).toMatchObject({
      roundId: open.roundId,
      stake: 3 * chip,
      win: expectedWin,
      refused: null,
    });
    expect(await balanceOf(server.store, playerId)).toBe(before - 3 * chip + expectedWin);
    expect(mine.balance).toBe(before - 3 * chip + expectedWin);
    const { rows } = await server.store.query<{ bet: number; win: number; status: string }>(
      'select bet, win, status from game_rounds where player_id = $1 and id like $2',
      [playerId, `live:${open.roundId}:%`],
    );
    expect(rows).toEqual([{ bet: 3 * chip, win: expectedWin, status: 'settled' }]);
    // The FUN player heard only its own line; the REAL player's balance never reaches it.
    await b.until(() => b.results().length === 1);
    expect(b.results()[0]).toMatchObject({ stake: 5 * chip, refused: null });
    expect(b.results()[0]!.win).toBe(outcomeSegment === 2 ? 15 * chip : 0);
    expect(
      b.frames.some((f) => f.type === 'result' && f.result!.sessionId === mine.sessionId),
    ).toBe(false);

    // After close of bets: BetsClosed, and the ledger does not move.
    const snapshot = await ledgerSnapshot(server.store);
    const late = await bet(real, open.roundId, bets);
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error: 'BetsClosed' });
    expect(await ledgerSnapshot(server.store)).toBe(snapshot);

    // A dropped socket reconnects and is resynced: the state and its own result.
    await a.close();
    const again = await seat(socketUrl(real));
    await again.until(() => again.frames.some((f) => f.type === 'mine'));
    expect(again.states()[0]).toEqual(shownA);
    const resync = again.frames.find((f) => f.type === 'mine')!;
    expect(resync).toMatchObject({ roundId: open.roundId, bets, result: { win: expectedWin } });

    // The next round opens for everyone; once nobody is seated the table idles.
    await advance(TIMING.resultMs, live);
    await b.until(() => b.states().some((s) => s.roundNo === open.roundNo + 1));
    await again.close();
    await b.close();
    await advance(TIMING.bettingMs + TIMING.resultMs + TIMING.heartbeatMs, live);
    expect((await live.state(slug)).phase).toBe('idle');
    expect(live.driving()).toEqual([]);
  });

  it('live blackjack: shared deal, hit/stand/double windows, base bet + double as bets and one win', async () => {
    const { rows } = await server.store.query<{ slug: string }>(
      "select slug from games where engine = 'live-blackjack' order by slug limit 1",
    );
    const bjSlug = rows[0]!.slug;
    const base = 2 * (await live.table(bjSlug, 'EUR'))!.chip;
    const start = async (mode: 'REAL' | 'FUN', bearer?: string) => {
      const response = await gql<{ startGameSession: { url: string } }>(
        server.http,
        START,
        { slug: bjSlug, mode },
        bearer ? { token: bearer } : {},
      );
      return new URL(response.data!.startGameSession.url).searchParams.get('session')!;
    };
    const decide = (session: string, roundId: string, step: number, action: string) =>
      fetch(`${server.http}/demo-games/api/live/decide`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `GameSession ${session}` },
        body: JSON.stringify({ roundId, step, action }),
      });
    const real = await start('REAL', token);
    const fun = await start('FUN');
    const a = await seat(socketUrl(real));
    const b = await seat(socketUrl(fun));
    await advance(0, live);
    await a.until(() => a.states().some((s) => s.phase === 'betting' && s.slug === bjSlug));
    const open = a.states().findLast((s) => s.phase === 'betting')!;
    expect((await bet(real, open.roundId, [{ spot: 'hand', stake: base }])).status).toBe(200);
    expect((await bet(fun, open.roundId, [{ spot: 'hand', stake: base }])).status).toBe(200);
    const before = await balanceOf(server.store, playerId);

    await advance(TIMING.bettingMs, live);
    await b.until(() => b.states().some((s) => s.phase === 'deciding'));
    const deciding = b.states().findLast((s) => s.phase === 'deciding')!;
    // The shared deal (drawIndex 3): player 4♠ 6♠, dealer shows 5♠.
    expect(deciding).toMatchObject({ step: 0, outcome: { player: ['4S', '6S'], dealer: ['5S'] } });
    expect(a.states().findLast((s) => s.phase === 'deciding')).toEqual(deciding);
    // The base bet is taken at close of bets.
    expect(await balanceOf(server.store, playerId)).toBe(before - base);
    expect((await decide(real, open.roundId!, 0, 'double')).status).toBe(200);
    expect((await decide(fun, open.roundId!, 0, 'hit')).status).toBe(200);
    expect((await decide(fun, open.roundId!, 1, 'hit')).status).toBe(409);

    // Window 0 shuts: the double takes 8♠ and ends; the hit takes the same 8♠ and plays on.
    await advance(TIMING.decisionMs, live);
    await b.until(() => b.states().some((s) => s.phase === 'deciding' && s.step === 1));
    expect(b.states().findLast((s) => s.step === 1)!.outcome).toMatchObject({
      player: ['4S', '6S', '8S'],
    });
    const late = await decide(real, open.roundId!, 0, 'hit');
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error: 'DecisionClosed' });
    expect((await decide(fun, open.roundId!, 1, 'stand')).status).toBe(200);

    await advance(TIMING.decisionMs, live);
    await a.until(() => a.results().some((r) => r.roundId === open.roundId));
    await b.until(() => b.results().some((r) => r.roundId === open.roundId));
    const shown = a.states().findLast((s) => s.phase === 'result')!;
    expect(shown.outcome).toMatchObject({ dealerTotal: 22 });
    const mine = a.results().find((r) => r.roundId === open.roundId)!;
    // 18 doubled against a dealer bust: four times the base back.
    expect(mine).toMatchObject({ stake: 2 * base, win: 4 * base, refused: null });
    expect(mine.hand).toEqual({ cards: ['4S', '6S', '8S'], doubled: true });
    expect(await balanceOf(server.store, playerId)).toBe(before - 2 * base + 4 * base);
    const { rows: rounds } = await server.store.query<{ bet: number; win: number; status: string }>(
      'select bet, win, status from game_rounds where player_id = $1 and id like $2',
      [playerId, `live:${open.roundId}:%`],
    );
    expect(rounds).toEqual([{ bet: 2 * base, win: 4 * base, status: 'settled' }]);
    expect(b.results().find((r) => r.roundId === open.roundId)).toMatchObject({
      stake: base,
      win: 2 * base,
      hand: { cards: ['4S', '6S', '8S'], doubled: false },
    });
    await a.close();
    await b.close();
    await advance(TIMING.resultMs + TIMING.heartbeatMs + TIMING.bettingMs, live);
  });

  it(`with two processes exactly one drives a table; the other relays and takes over when it goes${kind === 'postgres' && !redisUnavailable ? ' (Redis pub/sub)' : ''}`, async () => {
    // On PostgreSQL with Redis: two processes' own pub/subs, as deployed; else one in-process.
    const viaRedis = kind === 'postgres' && !redisUnavailable;
    const shared = viaRedis ? undefined : createInProcessPubSub();
    const pubsubs = viaRedis
      ? [await openRedisPubSub({ url: REDIS_URL! }), await openRedisPubSub({ url: REDIS_URL! })]
      : [shared!, shared!];
    const { clock: clock2, advance: advance2 } = manualClock(clock.now() + 60_000);
    const make = (i: number) =>
      createLiveTables({
        store: server.store,
        wallet: server.services.wallet,
        pubsub: pubsubs[i]!,
        clock: clock2,
        options: TIMING,
      });
    const one = make(0);
    const two = make(1);
    const heardOne: LiveState[] = [];
    const heardTwo: LiveState[] = [];
    const seatOf = (heard: LiveState[]) => ({
      sessionId: 'x',
      onState: (s: LiveState) => heard.push(s),
      onResult: () => undefined,
    });
    one.seat(slug, seatOf(heardOne));
    two.seat(slug, seatOf(heardTwo));
    await advance2(0, one, two);
    await advance2(TIMING.heartbeatMs, one, two);
    expect(one.driving().length + two.driving().length).toBe(1);
    await advance2(TIMING.bettingMs + 1, one, two);
    const heard = async (list: LiveState[]) => {
      // Redis delivers asynchronously: wait for the relay.
      for (let i = 0; i < 200 && !list.some((s) => s.phase === 'result'); i++) {
        await new Promise((r) => setTimeout(r, 10));
      }
      return list.findLast((s) => s.phase === 'result');
    };
    const result = await heard(heardOne);
    expect(result).toBeDefined();
    await heard(heardTwo);
    expect(heardTwo.findLast((s) => s.phase === 'result')).toEqual(result);
    // The driver goes away; the other process takes the lease and the schedule goes on.
    const [driver, other] = one.driving().length === 1 ? [one, two] : [two, one];
    await driver.close();
    await advance2(TIMING.resultMs + TIMING.heartbeatMs, other);
    expect(other.driving()).toEqual([slug]);
    const next = await other.state(slug);
    expect(next.roundNo).toBe(result!.roundNo + 1);
    expect(next.phase).toBe('betting');
    await other.close();
    for (const pubsub of new Set(pubsubs)) await pubsub.close();
  });

  it('the money wheel engine used here is the one published', () => {
    expect(liveWheel.spots).toEqual(['1', '2', '7', '15', '47']);
  });
}

describeStores('live tables', (kind) => liveSuite(kind));
