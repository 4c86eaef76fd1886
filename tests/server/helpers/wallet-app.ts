// A listening lobby server with the wallet, payments and games, on PGlite or PostgreSQL: the
// demo accounts (SMS sign-in), optional catalogue, the services handed back, and the payment
// worker and the round sweeper off unless asked for (tests drive the outbox with runOutbox(), and
// sweep with sweepOpenRounds(), so a round a test leaves open is never settled behind its back).
import type { BuildServerOptions } from '../../../server/app.ts';
import type { PlatformServices } from '../../../server/services.ts';
import { seedDemoCatalogue } from '../../../server/catalogue/seed.ts';
import { seedDemoAccounts } from '../../../server/identity/demo-accounts.ts';
import { startWorker } from '../../../server/payments/worker.ts';
import { openMigratedStore, type BackendKind } from './catalogue.ts';
import { testClock, type IdentityApp } from './identity-app.ts';
import { buildTestApp, listen } from './lobby-app.ts';

export interface WalletApp extends IdentityApp {
  services: PlatformServices;
  /** Delivers what the payment outbox holds now (callbacks, payouts). */
  runOutbox(): Promise<number>;
}

export async function openWalletApp(
  kind: BackendKind,
  options: Partial<Omit<BuildServerOptions, 'store' | 'logger' | 'onServices'>> & {
    catalogue?: boolean;
  } = {},
): Promise<WalletApp> {
  const { catalogue, ...rest } = options;
  const opened = await openMigratedStore(kind, 'wallet');
  await seedDemoAccounts(opened.store);
  if (catalogue) await seedDemoCatalogue(opened.store);
  const clock = testClock();
  let services: PlatformServices | undefined;
  const { auth, ...others } = rest;
  const { app, logs } = await buildTestApp(opened.store, {
    responseCache: false,
    auth: { now: clock.now, ...auth },
    paymentWorker: { enabled: false },
    roundSweeper: { enabled: false },
    ...others,
    onServices: (built) => (services = built),
  });
  const urls = await listen(app);
  const manual = startWorker({
    store: opened.store,
    wallet: services!.wallet,
    postToServer: async ({ path, headers, body }) =>
      (await app.inject({ method: 'POST', url: path, headers, payload: body })).statusCode,
    signingSecret: services!.payments.signingSecret,
    log: app.log,
    // Never polls by itself: runOutbox() drives it.
    pollMs: 24 * 60 * 60_000,
  });
  return {
    store: opened.store,
    app,
    http: urls.http,
    ws: `${urls.ws}/lobby-graphql`,
    port: Number(new URL(urls.http).port),
    clock,
    logs,
    services: services!,
    runOutbox: () => manual.runOnce(),
    async close() {
      await manual.stop();
      await app.close();
      await opened.cleanup();
    },
  };
}
