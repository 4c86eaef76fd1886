import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Server test files that must not share the machine with another file: they start server
// processes, kill or restart services, use Redis (its channels are not per test, as the
// PostgreSQL schemas and PGlite directories are) or measure time. They run one at a time, after
// the rest of the server files, which run two at a time.
const EXCLUSIVE_SERVER_TESTS = [
  'auth-sessions',
  'compliance',
  'data-dir-lock',
  'faults-kill-mid-draw',
  'faults-kill-mid-round',
  'faults-postgres-restart',
  'faults-redis-outage',
  'identity-mail-links',
  'identity-scale-out',
  'live-socket-session-end',
  'live-tables',
  'payments-crash',
  'process',
  'production-mode',
  'pubsub-implementations',
  'raffle-draws',
  'raffle-property',
  'rewards-scheduler',
  'scale-out',
  'storage',
  'ws-session-end',
].map((name) => `tests/server/${name}.test.ts`);

// The store conformance set: migrations, storage, the money layer's SQL (casino_bet, the ledger,
// its state table, minor units and the ceiling, contributions, limits) and search run on both
// stores every time, so the embedded default stays proven when the rest runs on PostgreSQL.
const STORE_CONFORMANCE_TESTS = [
  'jackpot-property',
  'minor-units',
  'money-limits',
  'protection-property',
  'search',
  'storage',
  'wallet-ledger',
  'wallet-states',
].map((name) => `tests/server/${name}.test.ts`);

const serverTest = {
  environment: 'node' as const,
  // The PGlite templates the tests copy instead of running initdb each time.
  globalSetup: ['tests/server/global-setup.ts'],
  // Server tests start real stores (PGlite, PostgreSQL) and processes.
  testTimeout: 60_000,
  hookTimeout: 60_000,
};

// Projects: pure machine models, React UI (jsdom), and the platform server (real storage) in two
// parts, the files that can run side by side and then the exclusive ones.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'machines',
            include: ['tests/machines/**/*.test.ts', 'tests/support/**/*.test.ts'],
            environment: 'node',
          },
        },
        {
          extends: true,
          test: {
            ...serverTest,
            name: 'server',
            include: ['tests/server/**/*.test.ts'],
            exclude: [...EXCLUSIVE_SERVER_TESTS, ...STORE_CONFORMANCE_TESTS],
            maxWorkers: 2,
          },
        },
        {
          extends: true,
          test: {
            ...serverTest,
            name: 'store-conformance',
            include: STORE_CONFORMANCE_TESTS.filter(
              (file) => !EXCLUSIVE_SERVER_TESTS.includes(file),
            ),
            env: { TEST_STORES: 'pglite,postgres' },
            maxWorkers: 2,
          },
        },
        {
          extends: true,
          test: {
            ...serverTest,
            name: 'server-exclusive',
            include: EXCLUSIVE_SERVER_TESTS,
            fileParallelism: false,
            sequence: { groupOrder: 1 },
          },
        },
        {
          extends: true,
          test: {
            name: 'ui',
            include: ['tests/ui/**/*.test.{ts,tsx}'],
            environment: 'jsdom',
            setupFiles: ['tests/ui/setup.ts'],
          },
        },
      ],
    },
  }),
);
