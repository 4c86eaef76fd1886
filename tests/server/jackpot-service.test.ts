// The jackpot service end to end through the real server (PGlite): the socket protocol with a
// signed-in player and a visitor, opt-in rules, contributions moving with real bets, pots
// announced live, natural and forced drops paid through the ledger once (the winner's id only
// on the winner's own sockets, initials to everyone else), the REST calls, the
// GraphQL settings and leaderboard, the feed, the operator API's audit, and every bad input
// refused without moving money.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadBrands } from '../../server/brands/brand-repository.ts';
import { DEV_OPERATOR_KEY } from '../../server/config.ts';
import { demoInstanceId, seedDemoJackpots } from '../../server/demo/jackpot.ts';
import { DEMO_ACCOUNTS } from '../../server/identity/demo-accounts.ts';
import { findInstance } from '../../server/jackpot/instances.ts';
import { readPots } from '../../server/ledger/jackpot/jackpot-drops.ts';
import { gql, smsSignIn } from './helpers/identity-app.ts';
import { fund } from './helpers/wallet.ts';
import { openWalletApp, type WalletApp } from './helpers/wallet-app.ts';
import { openSocket, type TestSocket } from './helpers/ws-client.ts';

const INSTANCE = demoInstanceId('aurora', 'EUR');
const OPERATOR = 'lobby-demo';
const operatorHeaders = { 'x-operator-key': DEV_OPERATOR_KEY, 'content-type': 'application/json' };

let server: WalletApp;
let token: string;
let playerId: string;
let wsBase: string;

async function playerIdOf(accessToken: string): Promise<string> {
  const response = await gql<{ viewer: { player: { id: string } } }>(
    server.http,
    'query { viewer { player { id } } }',
    {},
    { token: accessToken },
  );
  return response.data!.viewer.player.id;
}

function eventsUrl(query: Record<string, string>, brand = 'aurora', operator = OPERATOR): string {
  return `${wsBase}/jackpot-api/v1/events/${operator}/${brand}?${new URLSearchParams(query)}`;
}

async function balanceOf(id: string): Promise<number> {
  const { rows } = await server.store.query<{ balance: string }>(
    "select balance from ledger_accounts where player_id = $1 and kind = 'real' and currency = 'EUR'",
    [id],
  );
  return Number(rows[0]?.balance ?? 0);
}

async function potTotal(): Promise<number> {
  return (await readPots(server.store, INSTANCE)).reduce((sum, pot) => sum + pot.value, 0);
}

async function spin(amount: number) {
  return server.services.wallet.bet(
    {
      playerId,
      roundId: `r-${randomUUID()}`,
      gameSlug: 'polished-reels-megaways',
      currency: 'EUR',
    },
    amount,
    `bet-${randomUUID()}`,
  );
}

async function closeCode(url: string): Promise<number> {
  const socket = new WebSocket(url);
  return new Promise((resolve) => {
    socket.on('close', (code) => resolve(code));
    socket.on('error', () => undefined);
  });
}

beforeAll(async () => {
  server = await openWalletApp('pglite', { catalogue: true, jackpotSweep: { enabled: false } });
  await seedDemoJackpots(server.store, await loadBrands(server.store));
  // The demo's drop points are random: put them at the must-drop ceilings, so no pot drops
  // unless a test means it (the minor pot would otherwise drop within ~70 contributions).
  await server.store.query(
    'update jackpot_pots set trigger_amount = ceiling where instance_id = $1',
    [INSTANCE],
  );
  token = (await smsSignIn(server, DEMO_ACCOUNTS.demo.phoneNumber)).accessToken;
  playerId = await playerIdOf(token);
  wsBase = server.http.replace(/^http/, 'ws');
  await fund(server.services.wallet, playerId, 100_000);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('the jackpot socket', () => {
  let socket: TestSocket;

  beforeAll(async () => {
    socket = await openSocket(eventsUrl({ token, currency: 'EUR' }), []);
  });
  afterAll(() => socket.socket.close());

  it("tells a signed-in player their status, then the instance's pots on SubscribeRequest", async () => {
    const status = await socket.next('PlayerOptInResponse');
    expect(status).toMatchObject({ instance_id: INSTANCE, opted_in: false });
    socket.send({ type: 'SubscribeRequest', events: 'all' });
    const update = await socket.next<{ pots: { id: string; current_value: number }[] }>(
      'JackpotUpdate',
    );
    expect(update.pots.map((pot) => pot.id)).toEqual(['mega', 'major', 'minor', 'shared']);
    expect(update.pots.find((pot) => pot.id === 'mega')!.current_value).toBe(100_000_00);
  });

  it('refuses contributions outside the options, another player and malformed frames', async () => {
    const base = {
      type: 'PlayerOptInRequest',
      instance_id: INSTANCE,
      player_id: playerId,
      brand_id: 'aurora',
      player_country: 'IE',
      opt_in: true,
    };
    socket.send({ ...base, contribution_value: 15 });
    expect(await socket.next('Error')).toMatchObject({ code: 'InvalidContribution' });
    socket.send({ ...base, player_id: randomUUID(), contribution_value: 20 });
    expect(await socket.next('Error')).toMatchObject({ code: 'NotYourPlayer' });
    socket.send({ ...base, instance_id: 'kingfisher-eur', contribution_value: 20 });
    expect(await socket.next('Error')).toMatchObject({ code: 'UnknownInstance' });
    socket.send('{not json');
    expect(await socket.next('Error')).toMatchObject({ code: 'BadFrame' });
    socket.send({ type: 'Whatever' });
    expect(await socket.next('Error')).toMatchObject({ code: 'BadFrame' });
    const { rows } = await server.store.query('select 1 from jackpot_opt_ins');
    expect(rows).toHaveLength(0);
  });

  it('opts the player in, and each real-money bet then moves the contribution with it', async () => {
    socket.send({
      type: 'PlayerOptInRequest',
      instance_id: INSTANCE,
      player_id: playerId,
      brand_id: 'aurora',
      player_country: 'IE',
      opt_in: true,
      contribution_value: 20,
    });
    expect(await socket.next('PlayerOptInResponse')).toMatchObject({
      opted_in: true,
      preferred_contribution_value: 20,
    });
    const before = await balanceOf(playerId);
    const pots = await potTotal();
    const result = await spin(100);
    expect(result.jackpot).toMatchObject({ instanceId: INSTANCE, amount: 20 });
    expect(await balanceOf(playerId)).toBe(before - 120);
    expect(result.outcome.change.balance).toBe(before - 120);
    // Folded into the pots right after the bet and announced to the socket without asking.
    const update = await socket.next<{ pots: { current_value: number }[] }>('JackpotUpdate', 3_000);
    expect(update.pots.reduce((sum, pot) => sum + pot.current_value, 0)).toBe(pots + 20);
    expect(await potTotal()).toBe(pots + 20);
  });

  it('refuses a bet the balance covers without its contribution, moving nothing', async () => {
    const poor = await smsSignIn(server, DEMO_ACCOUNTS.casino.phoneNumber);
    const poorId = await playerIdOf(poor.accessToken);
    await fund(server.services.wallet, poorId, 2_000);
    const instance = (await findInstance(server.store, INSTANCE))!;
    await server.services.jackpot.optIn(poorId, instance, true, 50);
    const pots = await potTotal();
    await expect(
      server.services.wallet.bet(
        {
          playerId: poorId,
          roundId: `r-${randomUUID()}`,
          gameSlug: 'polished-reels-megaways',
          currency: 'EUR',
        },
        2_000,
        `bet-${randomUUID()}`,
      ),
    ).rejects.toMatchObject({ type: 'InsufficientFunds' });
    expect(await balanceOf(poorId)).toBe(2_000);
    expect(await potTotal()).toBe(pots);
  });

  it('drops a pot that reaches its drop point to the player who reached it, once', async () => {
    // The operator lowers the minor pot's must-drop ceiling to just above its value: the next
    // contribution reaches it.
    const minor = (await readPots(server.store, INSTANCE)).find((pot) => pot.potId === 'minor')!;
    const changed = await fetch(`${server.http}/operator/jackpot/instances/${INSTANCE}`, {
      method: 'PATCH',
      headers: { ...operatorHeaders, 'x-operator-name': 'test-suite' },
      body: JSON.stringify({ pots: [{ potId: 'minor', ceiling: minor.value + 1 }] }),
    });
    expect(changed.status).toBe(200);
    const before = await balanceOf(playerId);
    await spin(100);
    const win = await socket.next<Record<string, unknown>>('WinEvent', 5_000);
    expect(win).toMatchObject({
      instance_id: INSTANCE,
      pot_id: 'minor',
      player_id: playerId,
      currency: 'EUR',
      brand: 'aurora',
    });
    expect(win.initials).toMatch(/^[A-Z]\.[A-Z]\.$/);
    const amount = win.amount as number;
    expect(amount).toBeGreaterThanOrEqual(minor.value + 1);
    expect(await balanceOf(playerId)).toBe(before - 120 + amount);
    const after = (await readPots(server.store, INSTANCE)).find((pot) => pot.potId === 'minor')!;
    expect(after.value).toBe(after.seed);
    expect(after.generation).toBe(minor.generation + 1);
    // Settling again pays nothing.
    expect(await server.services.jackpot.drop(INSTANCE, 'minor')).toBeNull();
    const { rows } = await server.store.query(
      "select * from jackpot_wins where pot_id = 'minor' and generation = $1",
      [minor.generation],
    );
    expect(rows).toHaveLength(1);
  });

  it("pays a forced drop (operator, development) and tells every socket of the instance; only the winner's own hear who won", async () => {
    const visitor = await openSocket(eventsUrl({ currency: 'EUR' }), []);
    const otherToken = (await smsSignIn(server, DEMO_ACCOUNTS.casino.phoneNumber)).accessToken;
    const other = await openSocket(eventsUrl({ token: otherToken, currency: 'EUR' }), []);
    for (const watcher of [visitor, other]) {
      watcher.send({ type: 'SubscribeRequest', events: 'all' });
      await watcher.next('JackpotUpdate');
    }
    const major = (await readPots(server.store, INSTANCE)).find((pot) => pot.potId === 'major')!;
    const before = await balanceOf(playerId);
    const response = await fetch(
      `${server.http}/operator/jackpot/instances/${INSTANCE}/pots/major/drop`,
      { method: 'POST', headers: operatorHeaders, body: JSON.stringify({ playerId }) },
    );
    expect(response.status).toBe(200);
    // A visitor and another player hear the win by initials and amount, never the winner's id.
    for (const watcher of [visitor, other]) {
      const win = await watcher.next<Record<string, unknown>>('WinEvent');
      expect(win).toMatchObject({ amount: major.value, pot_id: 'major', brand: 'aurora' });
      expect(win.initials).toMatch(/^[A-Z]\.[A-Z]\.$/);
      expect(win).not.toHaveProperty('player_id');
      expect(JSON.stringify(win)).not.toContain(playerId);
    }
    // The winner's own socket hears it with their id: that is how the page knows it won.
    expect(await socket.next('WinEvent')).toMatchObject({
      amount: major.value,
      pot_id: 'major',
      player_id: playerId,
    });
    expect(await balanceOf(playerId)).toBe(before + major.value);
    visitor.socket.close();
    other.socket.close();
    const audit = (await (
      await fetch(`${server.http}/operator/jackpot/audit`, { headers: operatorHeaders })
    ).json()) as { action: string; actor: string }[];
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['forceDrop', 'changeInstance']),
    );
    expect(audit.find((entry) => entry.action === 'changeInstance')?.actor).toBe('test-suite');
  });

  it('lets a visitor watch but never opt in', async () => {
    const visitor = await openSocket(eventsUrl({ currency: 'EUR' }), []);
    visitor.send({
      type: 'PlayerOptInRequest',
      instance_id: INSTANCE,
      player_id: playerId,
      brand_id: 'aurora',
      player_country: 'IE',
      opt_in: false,
      contribution_value: 20,
    });
    expect(await visitor.next('Error')).toMatchObject({ code: 'SignInRequired' });
    visitor.socket.close();
    const { rows } = await server.store.query<{ opted_in: boolean }>(
      'select opted_in from jackpot_opt_ins where player_id = $1',
      [playerId],
    );
    expect(rows[0]?.opted_in).toBe(true);
  });
});

describe('sockets refused at the door', () => {
  it('closes on a forged token, an unknown operator, brand or currency, and a disabled brand', async () => {
    expect(await closeCode(eventsUrl({ token: `${token}x`, currency: 'EUR' }))).toBe(4401);
    expect(await closeCode(eventsUrl({ currency: 'EUR' }, 'aurora', 'someone-else'))).toBe(4404);
    expect(await closeCode(eventsUrl({ currency: 'EUR' }, 'nobrand'))).toBe(4404);
    expect(await closeCode(eventsUrl({ currency: 'JPY' }))).toBe(4404);
    expect(await closeCode(eventsUrl({ currency: 'EUR' }, 'coralreef'))).toBe(4404);
  });

  it('closes a socket that sends an oversized frame or floods, and others carry on', async () => {
    const bystander = await openSocket(eventsUrl({ currency: 'EUR' }), []);
    const big = await openSocket(eventsUrl({ currency: 'EUR' }), []);
    big.send('x'.repeat(10_000));
    expect((await big.closed).code).toBe(1009);
    const flood = await openSocket(eventsUrl({ currency: 'EUR' }), []);
    for (let index = 0; index < 80; index += 1) {
      flood.send({ type: 'SubscribeRequest', events: 'all' });
    }
    expect((await flood.closed).code).toBe(4429);
    bystander.send({ type: 'SubscribeRequest', events: 'all' });
    expect(await bystander.next('JackpotUpdate')).toMatchObject({ instance_id: INSTANCE });
    bystander.socket.close();
  });
});

describe('the jackpot HTTP calls, GraphQL and feed', () => {
  const instancePath = `/jackpot-api/v1/thrillpots/instances/source/site/brand/${OPERATOR}:aurora`;

  it("answers the instance with the bearer's opt-in status, and refuses others' ids", async () => {
    const own = await fetch(`${server.http}${instancePath}?player_id=${playerId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(own.status).toBe(200);
    const body = (await own.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      id: INSTANCE,
      currency: 'EUR',
      contribution_options: [10, 20, 50],
      optin_status: { opted_in: true, preferred_contribution_value: 20 },
    });
    const other = await fetch(`${server.http}${instancePath}?player_id=${randomUUID()}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(other.status).toBe(403);
    const forged = await fetch(`${server.http}${instancePath}`, {
      headers: { authorization: 'Bearer forged.token.here' },
    });
    expect(forged.status).toBe(401);
    const unknown = await fetch(
      `${server.http}/jackpot-api/v1/thrillpots/instances/source/nosuch/brand/${OPERATOR}:aurora`,
    );
    expect(unknown.status).toBe(404);
    const currencies = (await (await fetch(`${server.http}/jackpot-api/v1/currencies`)).json()) as {
      multipliers: Record<string, number>;
    };
    expect(currencies.multipliers).toMatchObject({ EUR: 1, SEK: 11.3 });
  });

  it('gives the settings per brand (one disabled), the leaderboard and the feed from live pots', async () => {
    const query = `query { jackpotSettings(ipCountryCode: "MT") { enabled operatorId instanceId
      websocketUrl contributionOptions initialContributionValue currency enabledCommunity
      titleRows colorPalette { highlight } } }`;
    const settings = await gql<{ jackpotSettings: Record<string, unknown> }>(
      server.http,
      query,
      {},
      { token },
    );
    expect(settings.data!.jackpotSettings).toMatchObject({
      enabled: true,
      operatorId: OPERATOR,
      instanceId: INSTANCE,
      contributionOptions: [10, 20, 50],
      initialContributionValue: 20,
      currency: 'EUR',
    });
    expect(settings.data!.jackpotSettings.websocketUrl).toMatch(/^ws:\/\/.+\/jackpot-api$/);
    const disabled = await gql<{ jackpotSettings: { enabled: boolean } }>(
      server.http,
      query,
      {},
      { brand: 'coralreef' },
    );
    expect(disabled.data!.jackpotSettings.enabled).toBe(false);

    const board = await gql<{
      jackpotLeaderboard: {
        playerPosition: number;
        entries: { position: number; initials: string; isPlayer: boolean; expectedPrize: number }[];
      };
    }>(
      server.http,
      `query($p: String) { jackpotLeaderboard(brand: "aurora", jackpotInstanceId: "${INSTANCE}",
        currency: "EUR", playerUUID: $p, size: 100) { playerPosition
        entries { position initials isPlayer expectedPrize } } }`,
      { p: playerId },
      { token },
    );
    const leaderboard = board.data!.jackpotLeaderboard;
    expect(leaderboard.playerPosition).toBe(1);
    expect(leaderboard.entries[0]).toMatchObject({ position: 1, isPlayer: true });
    const shared = (await readPots(server.store, INSTANCE)).find((pot) => pot.potId === 'shared')!;
    // The only contributor would take the whole shared pot.
    expect(leaderboard.entries[0]!.expectedPrize).toBe(shared.value);

    const feed = (await (await fetch(`${server.http}/api/feed?brand=aurora`)).json()) as {
      jackpots: { id: string; amount: number }[];
    };
    const pots = await readPots(server.store, INSTANCE);
    expect(feed.jackpots).toEqual(
      pots.map((pot) => ({ id: pot.potId, amount: pot.value, currency: 'EUR' })),
    );
  });

  it('refuses operator changes without the key and invalid pot shares', async () => {
    const anonymous = await fetch(`${server.http}/operator/jackpot/instances/${INSTANCE}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(anonymous.status).toBe(401);
    const badShares = await fetch(`${server.http}/operator/jackpot/instances/${INSTANCE}`, {
      method: 'PATCH',
      headers: operatorHeaders,
      body: JSON.stringify({ pots: [{ potId: 'mega', shareBp: 9_000 }] }),
    });
    expect(badShares.status).toBe(400);
    expect(((await badShares.json()) as { message: string }).message).toMatch(/10000/);
  });
});
