// The raffle sources of the jackpot service through the real server (PGlite): the drop
// of each source over HTTP, tickets on the jackpot socket (own player only), the settings per
// brand (one brand without raffles), and a drawn drop announced on the sockets (the winner's id to
// the winner's own only), paid to the balance and listed by raffleWinners.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBrands } from '../../server/brands/brand-repository.ts';
import { DEV_OPERATOR_KEY } from '../../server/config.ts';
import { demoInstanceId, seedDemoJackpots } from '../../server/demo/jackpot.ts';
import { seedDemoRaffles } from '../../server/demo/raffles.ts';
import { DEMO_SLOT } from '../../server/demo/rewards.ts';
import { DEMO_ACCOUNTS } from '../../server/identity/demo-accounts.ts';
import { DRAW_GRACE_MS } from '../../server/ledger/raffle/raffle-draws.ts';
import { gql, smsSignIn } from './helpers/identity-app.ts';
import { fund } from './helpers/wallet.ts';
import { openWalletApp, type WalletApp } from './helpers/wallet-app.ts';
import { openSocket, type TestSocket } from './helpers/ws-client.ts';

let server: WalletApp;
let token: string;
let playerId: string;
let socket: TestSocket;

const sourcePath = (source: string, brand = 'aurora') =>
  `/jackpot-api/v1/thrillpots/instances/source/${source}/brand/lobby-demo:${brand}`;

beforeAll(async () => {
  server = await openWalletApp('pglite', {
    catalogue: true,
    jackpotSweep: { enabled: false },
    raffleScheduler: { enabled: false },
  });
  const brands = await loadBrands(server.store);
  await seedDemoJackpots(server.store, brands);
  await seedDemoRaffles(server.store, brands, { hourlySeconds: 3_600 });
  token = (await smsSignIn(server, DEMO_ACCOUNTS.demo.phoneNumber)).accessToken;
  const viewer = await gql<{ viewer: { player: { id: string } } }>(
    server.http,
    'query { viewer { player { id } } }',
    {},
    { token },
  );
  playerId = viewer.data!.viewer.player.id;
  await fund(server.services.wallet, playerId, 100_000);
  socket = await openSocket(
    `${server.http.replace(/^http/, 'ws')}/jackpot-api/v1/events/lobby-demo/aurora?token=${token}&currency=EUR`,
    [],
  );
}, 120_000);

afterAll(async () => {
  socket?.socket.close();
  await server?.close();
});

describe('raffle sources', () => {
  it('answers the running drop of each source, and 404 for other sources or brands', async () => {
    for (const source of ['hourly', 'daily', 'weekly']) {
      const response = await fetch(`${server.http}${sourcePath(source)}`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        raffle: { timestamp_start: string; timestamp_end: string; pots: unknown[] };
      };
      expect(Date.parse(body.raffle.timestamp_start)).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(body.raffle.timestamp_end)).toBeGreaterThan(Date.now());
      expect(body.raffle.pots).toHaveLength(1);
    }
    expect((await fetch(`${server.http}${sourcePath('monthly')}`)).status).toBe(404);
    expect((await fetch(`${server.http}${sourcePath('hourly', 'coralreef')}`)).status).toBe(404);
  });

  it("counts the player's tickets on the socket, for their own player only", async () => {
    const roundId = `r-${randomUUID()}`;
    await server.services.wallet.bet(
      { playerId, roundId, gameSlug: DEMO_SLOT, currency: 'EUR' },
      1_250,
      `b-${roundId}`,
    );
    // The round ends (a drop is drawn once its window's rounds are closed).
    await server.services.wallet.win(
      { playerId, roundId, gameSlug: DEMO_SLOT, currency: 'EUR' },
      0,
      `w-${roundId}`,
    );
    socket.send({ type: 'PlayerRaffleTicketsRequest', player_id: playerId, brand_id: 'aurora' });
    const answer = await socket.next<{ instance_tickets: { ticket_count: number }[] }>(
      'PlayerRaffleTicketsListResponse',
    );
    expect(answer.instance_tickets.map((entry) => entry.ticket_count)).toEqual([12, 12, 12]);
    socket.send({
      type: 'PlayerRaffleTicketsRequest',
      player_id: randomUUID(),
      brand_id: 'aurora',
    });
    expect(await socket.next('Error')).toMatchObject({ code: 'NotYourPlayer' });
  });

  it('gives the settings per brand, one without raffles', async () => {
    const query = `query { raffleSettings(ipCountryCode: "MT") { enabled
      raffles { type instanceId title gameStudio { name slug } } } }`;
    const aurora = await gql<{
      raffleSettings: { enabled: boolean; raffles: { type: string; instanceId: string }[] };
    }>(server.http, query, {}, { token });
    expect(aurora.data!.raffleSettings.enabled).toBe(true);
    expect(aurora.data!.raffleSettings.raffles.map((raffle) => raffle.type)).toEqual([
      'hourly',
      'daily',
      'weekly',
    ]);
    const off = await gql<{ raffleSettings: { enabled: boolean } }>(
      server.http,
      query,
      {},
      { brand: 'coralreef' },
    );
    expect(off.data!.raffleSettings.enabled).toBe(false);
  });

  it("draws ended drops once: the winner's socket hears the win with their id, a visitor's by initials only; the balance rises, the list shows it", async () => {
    const weekly = (await (await fetch(`${server.http}${sourcePath('weekly')}`)).json()) as {
      raffle: { timestamp_end: string };
    };
    const visitor = await openSocket(
      `${server.http.replace(/^http/, 'ws')}/jackpot-api/v1/events/lobby-demo/aurora?currency=EUR`,
      [],
    );
    // Answered once the socket is accepted, so the draw below reaches it.
    visitor.send({ type: 'SubscribeRequest', events: 'all' });
    await visitor.next('JackpotUpdate');
    const before = await balance();
    // The clock past the end of the weekly drop (and so of the hourly and daily ones).
    const after = Date.parse(weekly.raffle.timestamp_end) + DRAW_GRACE_MS + 1;
    const { drawn } = await server.services.raffles.tick(after);
    expect(drawn).toHaveLength(3);
    // The only player with tickets wins each drop's first prize.
    const prizes = drawn.flatMap((outcome) => outcome.winners);
    expect(prizes.map((win) => win.playerId)).toEqual([playerId, playerId, playerId]);
    const event = await socket.next<{ player_id: string; amount: number; currency: string }>(
      'RaffleWinEvent',
    );
    expect(event).toMatchObject({ player_id: playerId, currency: 'EUR' });
    for (let i = 0; i < prizes.length; i += 1) {
      const seen = await visitor.next<Record<string, unknown>>('RaffleWinEvent');
      expect(seen).toMatchObject({ currency: 'EUR', brand: 'aurora' });
      expect(seen.initials).toMatch(/^[A-Z]\.[A-Z]\.$/);
      expect(seen.amount).toBeGreaterThan(0);
      expect(seen).not.toHaveProperty('player_id');
      expect(JSON.stringify(seen)).not.toContain(playerId);
    }
    visitor.socket.close();
    const total = prizes.reduce((sum, win) => sum + win.amount, 0);
    expect(await balance()).toBe(before + total);
    // Drawn once: the next tick draws nothing more.
    expect((await server.services.raffles.tick(after + 1_000)).drawn).toEqual([]);

    const winners = await gql<{
      raffleWinners: {
        edges: { node: { jackpotName: string; winners: { winAmount: number }[] } }[];
      };
    }>(
      server.http,
      'query { raffleWinners(baseCurrency: "EUR", last: 15) { edges { cursor node { instanceId jackpotName timestamp winners { winnerInitials winAmount winCurrency brand } } } } }',
      {},
    );
    const names = winners.data!.raffleWinners.edges.map((edge) => edge.node.jackpotName);
    expect(names.sort()).toEqual(['Daily drop', 'Hourly drop', 'Weekly drop']);
    expect(demoInstanceId('aurora', 'EUR')).toBe('aurora-eur');
  });
});

async function balance(): Promise<number> {
  const { rows } = await server.store.query<{ balance: unknown }>(
    "select balance from ledger_accounts where player_id = $1 and kind = 'real' and currency = 'EUR'",
    [playerId],
  );
  return Number(rows[0]?.balance ?? 0);
}

describe('the raffle operator API', () => {
  const headers = {
    'x-operator-key': DEV_OPERATOR_KEY,
    'x-operator-name': 'raffle-test',
    'content-type': 'application/json',
  };
  const call = (method: string, path: string, body?: unknown, withKey = true) =>
    fetch(`${server.http}/operator/raffle${path}`, {
      method,
      headers: withKey ? headers : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it('creates and changes instances and settings with the key, audited, and refuses bad input', async () => {
    expect((await call('GET', '/instances', undefined, false)).status).toBe(401);
    const created = await call('POST', '/instances', {
      id: 'kingfisher-hourly-usd',
      brand: 'kingfisher',
      sourceId: 'hourly',
      currency: 'USD',
      dropSeconds: 600,
      epoch: '2026-01-01T00:00:00Z',
      seed: 10_000,
      wagerShareBp: 200,
      studioSlug: 'any-studio',
      prizeSharesBp: [7_000, 3_000],
    });
    expect(created.status).toBe(201);
    const again = await call('POST', '/instances', {
      id: 'kingfisher-hourly-usd',
      brand: 'kingfisher',
      sourceId: 'hourly',
      currency: 'USD',
      dropSeconds: 600,
      epoch: '2026-01-01T00:00:00Z',
      seed: 10_000,
      wagerShareBp: 200,
      studioSlug: 'any-studio',
      prizeSharesBp: [10_000],
    });
    expect(again.status).toBe(409);
    const badPrizes = await call('PATCH', '/instances/kingfisher-hourly-usd', {
      prizeSharesBp: [5_000, 4_000],
    });
    expect(badPrizes.status).toBe(400);
    const windowChange = await call('PATCH', '/instances/kingfisher-hourly-usd', {
      dropSeconds: 60,
    });
    expect(windowChange.status).toBe(400);
    const changed = await call('PATCH', '/instances/kingfisher-hourly-usd', {
      seed: 20_000,
      enabled: false,
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ seed: 20_000, enabled: false });
    const settings = await call('PUT', '/settings/kingfisher/IE', {
      enabled: true,
      raffles: [
        {
          type: 'hourly',
          title: 'Every hour',
          description: 'One winner.',
          gameStudio: { name: 'Any', slug: 'any-studio' },
        },
      ],
      text: 'Play for tickets.',
    });
    expect(settings.status).toBe(200);
    const audit = (await (await call('GET', '/audit')).json()) as {
      action: string;
      actor: string;
    }[];
    expect(audit.map((entry) => entry.action)).toEqual([
      'putSettings',
      'changeInstance',
      'createInstance',
    ]);
    expect(new Set(audit.map((entry) => entry.actor))).toEqual(new Set(['raffle-test']));
  });
});
