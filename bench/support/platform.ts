// Every server module the benchmarks use, in one place: the server is being re-layered, and a
// moved module should cost one line here, not a hunt through bench/.
export { buildServer } from '../../server/app.ts';
export { seedDemoBrands } from '../../server/brands/seed.ts';
export { migrate } from '../../server/db/migrate.ts';
export { openPgliteStore } from '../../server/db/pglite-store.ts';
export { openPostgresStore } from '../../server/db/postgres-store.ts';
export type { Store } from '../../server/db/store.ts';
export { seedDemoAccounts } from '../../server/identity/demo-accounts.ts';
export { createInProcessPubSub } from '../../server/pubsub/in-process-pubsub.ts';
export type { PubSub } from '../../server/pubsub/pubsub.ts';
export type { BalanceChange } from '../../server/ledger/journal/balance-change.ts';
export { checkInvariants, isHealthy } from '../../server/ledger/journal/invariants.ts';
export { createWallet, type Wallet } from '../../server/ledger/wallet.ts';
export { createTestPlayer } from '../../tests/server/helpers/wallet.ts';
export { seedDemoJackpots, demoInstanceId } from '../../server/demo/jackpot.ts';
export { createJackpotService } from '../../server/jackpot/service.ts';
export { findInstance, saveOptIn } from '../../server/jackpot/instances.ts';
export { createAccountDirectory } from '../../server/ledger/journal/accounts.ts';
export { DEMO_BRANDS } from '../../server/brands/demo-brands.ts';
export { createRaffleService } from '../../server/jackpot/raffle-service.ts';
export { dropAt, raffleInstances } from '../../server/jackpot/raffles.ts';
export { seedDemoRaffles } from '../../server/demo/raffles.ts';
export { dropTickets, type RaffleDropRef } from '../../server/ledger/raffle/raffle-draws.ts';
export { loadGamePage } from '../../server/catalogue/game-pages.ts';
export { seedDemoCatalogue } from '../../server/catalogue/seed.ts';
export { GAME_COLUMNS, availableSql } from '../../server/catalogue/game-rows.ts';
