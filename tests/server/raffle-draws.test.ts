// Raffle money (decision 0042) on PGlite and PostgreSQL: tickets are floor(€ wagered)
// on the raffle studio's games in the drop's window — a retried bet counts once, a rolled-back
// round loses its tickets, other studios and FUN play give none; a drop is drawn once whoever
// draws it, its prizes are paid from the house through the ledger, and anyone can re-run the
// draw from the revealed seed and the ticket table.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../server/catalogue/seed.ts';
import { createRaffleService, type RaffleService } from '../../server/jackpot/raffle-service.ts';
import { dropAt, raffleInstances } from '../../server/jackpot/raffles.ts';
import { createAccountDirectory } from '../../server/ledger/journal/accounts.ts';
import { checkInvariants, isHealthy } from '../../server/ledger/journal/invariants.ts';
import {
  drawWinners,
  seedCommitment,
  type TicketHolder,
} from '../../server/ledger/raffle/raffle-draw-math.ts';
import {
  DRAW_GRACE_MS,
  DRAW_MAX_WAIT_MS,
  ticketsFor,
} from '../../server/ledger/raffle/raffle-draws.ts';
import type { Wallet } from '../../server/ledger/wallet.ts';
import { openMigratedStore, type BackendKind, type TestStore } from './helpers/catalogue.ts';
import { describeStores } from './helpers/postgres.ts';
import { createTestPlayer, fund, testWallet } from './helpers/wallet.ts';

describe('tickets and the draw, pure', () => {
  it('gives one ticket per whole euro, converted with the multipliers', () => {
    expect(ticketsFor(99, 'EUR')).toBe(0);
    expect(ticketsFor(100, 'EUR')).toBe(1);
    expect(ticketsFor(1_999, 'EUR')).toBe(19);
    // 1.1 USD per euro: $2.20 is €2.00.
    expect(ticketsFor(219, 'USD')).toBe(1);
    expect(ticketsFor(220, 'USD')).toBe(2);
    // 11.3 SEK per euro, 0 minor digits for JPY (165 per euro).
    expect(ticketsFor(1_130, 'SEK')).toBe(1);
    expect(ticketsFor(329, 'JPY')).toBe(1);
    expect(ticketsFor(330, 'JPY')).toBe(2);
  });

  it('draws the same winners from the same seed and table, in any table order', () => {
    const table: TicketHolder[] = Array.from({ length: 50 }, (_, index) => ({
      playerId: `p-${String(index).padStart(3, '0')}`,
      tickets: (index % 7) + 1,
    }));
    const seed = 'ab'.repeat(32);
    const first = drawWinners(seed, table, 3);
    expect(first).toHaveLength(3);
    expect(new Set(first.map((winner) => winner.playerId)).size).toBe(3);
    expect(drawWinners(seed, [...table].reverse(), 3)).toEqual(first);
    expect(drawWinners('cd'.repeat(32), table, 3)).not.toEqual(first);
  });

  it('weights by tickets', () => {
    // 9 tickets against 1: over 400 seeds the heavy holder wins about 90 % of first prizes.
    const table = [
      { playerId: 'heavy', tickets: 9 },
      { playerId: 'light', tickets: 1 },
    ];
    let heavy = 0;
    for (let index = 0; index < 400; index += 1) {
      const seed = index.toString(16).padStart(64, '0');
      if (drawWinners(seed, table, 1)[0]!.playerId === 'heavy') heavy += 1;
    }
    expect(heavy / 400).toBeGreaterThan(0.84);
    expect(heavy / 400).toBeLessThan(0.96);
  });
});

function raffleSuite(kind: BackendKind) {
  let opened: TestStore;
  let wallet: Wallet;
  let raffles: RaffleService;
  let studioGame: string;
  let otherGame: string;
  const warnings: unknown[] = [];
  const instanceId = `test-raffle-${kind}`;
  let dropSeconds: number;
  let epochMs: number;

  beforeAll(async () => {
    opened = await openMigratedStore(kind, 'raffle');
    await seedDemoCatalogue(opened.store);
    const { rows } = await opened.store.query<{ game: string; studio: string }>(
      `select g.slug as game, s.slug as studio from games g join studios s on s.id = g.studio_id
       order by g.popularity desc limit 1`,
    );
    studioGame = rows[0]!.game;
    const other = await opened.store.query<{ game: string }>(
      `select g.slug as game from games g join studios s on s.id = g.studio_id
       where s.slug <> $1 limit 1`,
      [rows[0]!.studio],
    );
    otherGame = other.rows[0]!.game;
    // One drop of an hour around now: every round of the test opens inside it.
    dropSeconds = 3_600;
    epochMs = Date.now() - 60_000;
    await opened.store.query(
      `insert into raffle_instances (id, brand, source_id, currency, drop_seconds, epoch, seed,
         wager_share_bp, studio_slug, prize_shares_bp)
       values ($1, 'aurora', 'hourly', 'EUR', $2, $3, 10000, 1000, $4, '{5000,3000,2000}')`,
      [instanceId, dropSeconds, new Date(epochMs).toISOString(), rows[0]!.studio],
    );
    const built = testWallet(opened.store);
    wallet = built.wallet;
    const pubsub = built.pubsub;
    raffles = createRaffleService({
      store: opened.store,
      pubsub,
      accounts: createAccountDirectory(),
      log: { warn: (details) => warnings.push(details) },
    });
  }, 120_000);

  afterAll(async () => {
    await opened?.cleanup();
  });

  const bet = (playerId: string, game: string, amount: number, roundId = randomUUID()) =>
    wallet.bet({ playerId, roundId, gameSlug: game, currency: 'EUR' }, amount, `b-${roundId}`);

  it('counts tickets from real wagers once, without rolled-back rounds or other studios', async () => {
    const player = await createTestPlayer(opened.store);
    await fund(wallet, player, 50_000);
    const round = randomUUID();
    await bet(player, studioGame, 250, round);
    // The same bet retried: one round, counted once.
    await bet(player, studioGame, 250, round);
    const second = randomUUID();
    await bet(player, studioGame, 1_000, second);
    await bet(player, otherGame, 5_000);
    const rolledBack = randomUUID();
    await bet(player, studioGame, 3_000, rolledBack);
    await wallet.rollback(
      { playerId: player, roundId: rolledBack, gameSlug: studioGame, currency: 'EUR' },
      `rb-${rolledBack}`,
    );
    const [tickets] = await raffles.tickets(player, 'aurora', 'EUR');
    // €2.50 + €10.00 on the studio's games: 12 tickets.
    expect(tickets).toMatchObject({ instanceId, tickets: 12 });
    // The rounds end (a drop is drawn once its window's rounds are closed).
    for (const roundId of [round, second]) {
      await wallet.win(
        { playerId: player, roundId, gameSlug: studioGame, currency: 'EUR' },
        0,
        `w-${roundId}`,
      );
    }
    expect((await raffles.tickets(player, 'aurora', 'EUR'))[0]).toMatchObject({ tickets: 12 });
  });

  it('draws an ended drop once, pays the prizes from the house, and can be re-run by anyone', async () => {
    const players = await Promise.all(
      Array.from({ length: 5 }, () => createTestPlayer(opened.store)),
    );
    for (const [index, player] of players.entries()) {
      await fund(wallet, player, 50_000);
      const roundId = randomUUID();
      await bet(player, studioGame, (index + 1) * 500, roundId);
      await wallet.win(
        { playerId: player, roundId, gameSlug: studioGame, currency: 'EUR' },
        0,
        `w-${roundId}`,
      );
    }
    const [instance] = await raffleInstances(opened.store, { brand: 'aurora', currency: 'EUR' });
    expect(instance?.id).toBe(instanceId);
    const [current] = await raffles.currentDrops('aurora', 'EUR');
    const balancesBefore = await balances(players);

    // Before the drop's end and grace: nothing is drawn.
    expect((await raffles.tick()).drawn).toEqual([]);
    const after = epochMs + dropSeconds * 1000 + DRAW_GRACE_MS + 1;
    // Two processes' ticks at once: one draw.
    const [a, b] = await Promise.all([raffles.tick(after), raffles.tick(after)]);
    const drawn = [...a.drawn, ...b.drawn].filter((d) => d.dropId === current!.drop.id);
    expect(drawn).toHaveLength(1);
    const outcome = drawn[0]!;
    expect(outcome.winners).toHaveLength(3);
    expect(outcome.winners.reduce((sum, win) => sum + win.amount, 0)).toBe(outcome.pot);
    // The seed matches the commitment published when the drop opened.
    expect(seedCommitment(outcome.seed)).toBe(current!.drop.seedCommitment);
    // Re-run: the same winners from the revealed seed and the stored ticket table.
    expect(drawWinners(outcome.seed, outcome.table, 3).map((w) => w.playerId)).toEqual(
      outcome.winners.map((win) => win.playerId),
    );
    // Paid once: balances rose by the prizes, a later tick pays nothing more.
    expect(
      (await raffles.tick(after + 60_000)).drawn.some((d) => d.dropId === outcome.dropId),
    ).toBe(false);
    const balancesAfter = await balances(players);
    for (const win of outcome.winners) {
      const index = players.indexOf(win.playerId);
      if (index >= 0) expect(balancesAfter[index]! - balancesBefore[index]!).toBe(win.amount);
    }
    const report = await checkInvariants(opened.store);
    expect(isHealthy(report)).toBe(true);
    expect(warnings).toEqual([]);
  });

  it('opens a drop once when processes open it at the same moment', async () => {
    // Every process ticks every second, so at each drop's start they all insert its row at
    // once: the second insert must find the first (the first seed stays), never fail.
    const second = kind === 'postgres' ? await opened.openAgain() : opened.store;
    try {
      const [instance] = await raffleInstances(opened.store, { brand: 'aurora', currency: 'EUR' });
      const failures: unknown[] = [];
      for (let n = 1; n <= 40; n++) {
        const at = epochMs + n * dropSeconds * 1000 + 1;
        const [a, b] = await Promise.all(
          [opened.store, second].map((db) =>
            dropAt(db, instance!, at).catch((error: unknown) => {
              failures.push(error);
              return undefined;
            }),
          ),
        );
        if (a && b) expect(a.seedCommitment).toBe(b.seedCommitment);
      }
      expect(failures.map((error) => (error as Error).message)).toEqual([]);
    } finally {
      if (second !== opened.store) await second.close();
      await opened.store.query(
        'delete from raffle_drops where instance_id = $1 and number > 0 and drawn_at is null',
        [instanceId],
      );
    }
  });

  /** A raffle of its own (`source` of aurora EUR) on a studio of its own: a 60 s drop from now. */
  async function ownRaffle(source: 'daily' | 'weekly') {
    const slug = `late-${source}-${kind}`;
    const { rows } = await opened.store.query<{ id: number }>(
      `insert into studios (slug, name, art_seed) values ($1, 'Late', 1) returning id`,
      [slug],
    );
    await opened.store.query(
      `insert into games (slug, lookup_id, name, studio_id, rtp, min_bet, popularity, art_seed)
       values ($1, $1, 'Late slot', $2, 96, 10, (select max(popularity) + 1 from games), 1)`,
      [slug, rows[0]!.id],
    );
    const start = Date.now() - 1_000;
    const id = `test-${source}-${kind}`;
    await opened.store.query(
      `insert into raffle_instances (id, brand, source_id, currency, drop_seconds, epoch, seed,
         wager_share_bp, studio_slug, prize_shares_bp)
       values ($1, 'aurora', $2, 'EUR', 60, $3, 1000, 0, $4, '{10000}')`,
      [id, source, new Date(start).toISOString(), slug],
    );
    const [drop] = (await raffles.currentDrops('aurora', 'EUR')).filter(
      (entry) => entry.instance.id === id,
    );
    return { game: slug, dropId: drop!.drop.id, end: start + 60_000 };
  }

  const drawnTable = async (dropId: string) => {
    const { rows } = await opened.store.query<{
      result: { table: { playerId: string; tickets: number }[] } | null;
    }>('select result from raffle_drops where id = $1', [dropId]);
    return rows[0]?.result?.table ?? null;
  };

  it("waits for the window's open rounds: a later bet or rollback of a round opened before the end counts", async () => {
    // A round opened before the drop's end may take more bets, be settled or be rolled back
    // (by the round sweeper, 30 s after its last bet) after the grace time: the table is final
    // only when no qualifying round of the window is still open.
    const { game, dropId, end } = await ownRaffle('daily');
    const [a, b, c] = await Promise.all([0, 1, 2].map(() => createTestPlayer(opened.store)));
    for (const player of [a!, b!, c!]) await fund(wallet, player, 50_000);
    const ref = (playerId: string, roundId: string) => ({
      playerId,
      roundId,
      gameSlug: game,
      currency: 'EUR',
    });
    const ra = `late-a-${randomUUID()}`;
    const rb = `late-b-${randomUUID()}`;
    const rc = `late-c-${randomUUID()}`;
    await wallet.bet(ref(a!, ra), 500, `b-${ra}`);
    await wallet.bet(ref(b!, rb), 300, `b-${rb}`);
    await wallet.win(ref(b!, rb), 0, `w-${rb}`);
    await wallet.bet(ref(c!, rc), 150, `b-${rc}`);

    // The grace time has passed, but rounds of a and c are still open: no draw yet.
    const after = end + DRAW_GRACE_MS + 1;
    expect((await raffles.tick(after)).drawn.map((d) => d.dropId)).not.toContain(dropId);
    expect(await drawnTable(dropId)).toBeNull();
    // Later: a's round is rolled back, c's takes one more bet and is settled.
    await wallet.rollback(ref(a!, ra), `rb-${ra}`);
    await wallet.bet(ref(c!, rc), 100, `b2-${rc}`);
    await wallet.win(ref(c!, rc), 0, `w-${rc}`);
    expect((await raffles.tick(after + 30_000)).drawn.map((d) => d.dropId)).toContain(dropId);
    expect(await drawnTable(dropId)).toEqual(
      [
        { playerId: b!, tickets: 3 },
        { playerId: c!, tickets: 2 },
      ].sort((x, y) => (x.playerId < y.playerId ? -1 : 1)),
    );
  });

  it('draws anyway, with a warning, once a round has stayed open for DRAW_MAX_WAIT_MS', async () => {
    const { game, dropId, end } = await ownRaffle('weekly');
    const player = await createTestPlayer(opened.store);
    await fund(wallet, player, 50_000);
    const roundId = `stuck-${randomUUID()}`;
    await wallet.bet({ playerId: player, roundId, gameSlug: game, currency: 'EUR' }, 400, roundId);
    expect((await raffles.tick(end + DRAW_GRACE_MS + 1)).drawn.map((d) => d.dropId)).not.toContain(
      dropId,
    );
    const late = await raffles.tick(end + DRAW_MAX_WAIT_MS + 1);
    expect(late.drawn.map((d) => d.dropId)).toContain(dropId);
    expect(await drawnTable(dropId)).toEqual([{ playerId: player, tickets: 4 }]);
    expect(warnings.splice(0)).toEqual([expect.objectContaining({ dropId, openRounds: 1 })]);
  });

  async function balances(players: string[]): Promise<number[]> {
    return Promise.all(
      players.map(async (player) => {
        const { rows } = await opened.store.query<{ balance: unknown }>(
          "select balance from ledger_accounts where player_id = $1 and kind = 'real'",
          [player],
        );
        return Number(rows[0]?.balance ?? 0);
      }),
    );
  }
}

describeStores('raffle draws', (kind) => raffleSuite(kind));
