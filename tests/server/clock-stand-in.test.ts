// The clock stand-in (server/dev/clock-routes.ts, server/clock.ts BrandTime): moving one brand's
// time forward makes its raffle drops end and be drawn and its reality checks come due — and
// nothing of the other brands; forward only, typed refusals. The services are built without HTTP
// (buildServices); the route through app.inject.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadBrands } from '../../server/brands/brand-repository.ts';
import { seedDemoCatalogue } from '../../server/catalogue/seed.ts';
import { seedDemoJackpots } from '../../server/demo/jackpot.ts';
import { seedDemoRaffles } from '../../server/demo/raffles.ts';
import { DRAW_GRACE_MS } from '../../server/ledger/raffle/raffle-draws.ts';
import { buildServices, type BuiltServices } from '../../server/services.ts';
import { openMigratedStore, type TestStore } from './helpers/catalogue.ts';
import { buildTestApp } from './helpers/lobby-app.ts';
import { describeStores } from './helpers/postgres.ts';
import { createTestPlayer } from './helpers/wallet.ts';

const HOUR = 3_600_000;

function suite(kind: 'pglite' | 'postgres') {
  let opened: TestStore;
  let built: BuiltServices;
  let app: FastifyInstance;

  beforeAll(async () => {
    opened = await openMigratedStore(kind, 'clock');
    const brands = await loadBrands(opened.store);
    // Raffles count wagers on a studio's games: the catalogue first.
    await seedDemoCatalogue(opened.store);
    await seedDemoJackpots(opened.store, brands);
    await seedDemoRaffles(opened.store, brands, { hourlySeconds: 3_600 });
    built = buildServices(
      {},
      {
        store: opened.store,
        raffleScheduler: { enabled: false },
        jackpotSweep: { enabled: false },
        protection: { devRealityCheckSeconds: 20 },
      },
    );
    ({ app } = await buildTestApp(opened.store, { raffleScheduler: { enabled: false } }));
  });
  afterAll(async () => {
    await app?.close();
    await built?.stop();
    await opened?.cleanup();
  });

  const undrawnHourly = async (brand: string) =>
    (
      await opened.store.query<{ id: string }>(
        `select d.id from raffle_drops d join raffle_instances i on i.id = d.instance_id
         where i.brand = $1 and i.id like '%hourly%' and d.drawn_at is null`,
        [brand],
      )
    ).rows.map((row) => row.id);

  it("a brand's raffle drop ends and is drawn once its time is moved past the end; other brands wait", async () => {
    const { raffles, time } = built.services;
    await raffles.tick();
    const [movedDrop] = await undrawnHourly('nordlys');
    const [otherDrop] = await undrawnHourly('kingfisher');
    expect(movedDrop).toBeDefined();
    expect(otherDrop).toBeDefined();

    time.advance('nordlys', HOUR + DRAW_GRACE_MS);
    await raffles.tick();
    const drawn = await opened.store.query<{ id: string }>(
      'select id from raffle_drops where id = $1 and drawn_at is not null',
      [movedDrop],
    );
    expect(drawn.rows).toHaveLength(1);
    // Nordlys's next drop is open; kingfisher's drop is still the same and undrawn.
    expect(await undrawnHourly('nordlys')).not.toContain(movedDrop);
    expect(await undrawnHourly('nordlys')).toHaveLength(1);
    expect(await undrawnHourly('kingfisher')).toEqual([otherDrop]);
  });

  it("a reality check comes due when the brand's time is moved by its period, not before", async () => {
    const { protection, time } = built.services;
    const playerId = await createTestPlayer(opened.store);
    const sessionId = randomBytes(18).toString('base64url');
    await opened.store.query(
      `insert into player_sessions (id, player_id, brand, method) values ($1, $2, 'aurora', 'SMS')`,
      [sessionId, playerId],
    );
    const periodOf = await protection.setRealityCheckPeriod(playerId, 20);
    expect(periodOf.periodSeconds).toBe(20);
    await expect(protection.acknowledgeRealityCheck(playerId, sessionId, 1)).rejects.toMatchObject({
      type: 'InvalidArgument',
    });
    time.advance('aurora', 20_000);
    await protection.acknowledgeRealityCheck(playerId, sessionId, 1);
    const view = await protection.currentSession(playerId, sessionId);
    expect(view?.realityChecksAcknowledged).toBe(1);
  });

  it('the route moves a brand forward, answers its time, and refuses what is not forward', async () => {
    const post = (url: string, body: unknown) =>
      app.inject({ method: 'POST', url, payload: body as object });
    const moved = await post('/dev/clock/coralreef', { advanceMs: 90_000 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ brand: 'coralreef', offsetMs: 90_000 });
    const again = await app.inject({ method: 'GET', url: '/dev/clock/coralreef' });
    expect(again.json()).toMatchObject({ offsetMs: 90_000 });
    for (const advanceMs of [-1, 1.5, '60', 10 ** 12]) {
      expect((await post('/dev/clock/coralreef', { advanceMs })).statusCode).toBe(400);
    }
    expect((await post('/dev/clock/nowhere', { advanceMs: 1 })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/dev/clock/coralreef' })).json()).toMatchObject(
      { offsetMs: 90_000 },
    );
  });
}

describeStores('the clock stand-in', (kind) => suite(kind));
