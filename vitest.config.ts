import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Server test files that must not share the machine with another file: they start server
// processes, kill or restart services, use Redis (its channels are not per test, as the
// PostgreSQL schemas and PGlite directories are) or measure time. They run one at a time, after
// the rest of the server files, which run two at a time. (storage.test.ts ran alone while each of
// its PGlite tests ran initdb; it copies the run's empty cluster now, and runs with the store
// conformance set.)
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
  'ws-session-end',
].map((name) => `tests/server/${name}.test.ts`);

// The store conformance set: migrations, storage, the money layer's SQL (casino_bet, the ledger,
// its state table, minor units and the ceiling, contributions, limits) and search run on both
// stores every time, so the embedded default stays proven when the rest runs on PostgreSQL.
const STORE_CONFORMANCE_TESTS = [
  'jackpot-property',
  'minor-units',
  'protection-ledger-limits',
  'protection-property',
  'search',
  'storage',
  'wallet-ledger',
  'wallet-states',
].map((name) => `tests/server/${name}.test.ts`);

// The engines' maths: exact RTPs and seeded simulations of millions of rounds (pure code, no
// store). In `npm test`; left out of the fast lane (npm run test:fast), which runs the rest.
const SIMULATION_TESTS = [
  'baccarat-rtp',
  'blackjack-rtp',
  'jackpot-pot-math',
  'live-maths',
  'scratch-engine',
  'slot-models',
].map((name) => `tests/server/${name}.test.ts`);

const serverTest = {
  environment: 'node' as const,
  // The PGlite templates the tests copy instead of running initdb each time.
  globalSetup: ['tests/server/global-setup.ts'],
  // Server tests start real stores (PGlite, PostgreSQL) and processes.
  testTimeout: 60_000,
  hookTimeout: 60_000,
};

// Files run two at a time (this machine's two cores), the exclusive server files one at a time
// after them. The number is set here, for every project: Vitest's default is the cores less one,
// which projects without their own maxWorkers got. On two cores that is one, and Vitest runs such
// projects (machines, ui) as a group of their own after everything else, one file at a time; on
// more cores they clashed with the server's 2 (projects of one sequence.groupOrder share a pool
// and must agree on its size).
const WORKERS = 2;

// The side-by-side server files share their worker processes (isolate: false): a worker imports
// the server's modules (Fastify, GraphQL, PGlite, the services) once instead of a new process
// importing them for each file, 1–6 s a file on this machine. Nothing in these files mocks
// modules or changes process.env, and each closes the stores, apps and jobs it opens.
const sharedWorkers = { maxWorkers: WORKERS, isolate: false };

// The machine and UI files keep a fresh context each (their globals, module graph and jsdom
// window) in worker threads that live on from file to file: a new process per file spent more
// time starting and importing than the UI files spend testing (ui: 121 s → 38 s with
// vmThreads on two workers).
const freshContextPerFile = { pool: 'vmThreads' as const };

// Projects: pure machine models, React UI (jsdom), and the platform server (real storage) in two
// parts, the files that can run side by side and then the exclusive ones.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      maxWorkers: WORKERS,
      projects: [
        {
          extends: true,
          test: {
            name: 'machines',
            include: ['tests/machines/**/*.test.ts', 'tests/support/**/*.test.ts'],
            environment: 'node',
            // Property tests run hundreds of scenarios (3.5–4.5 s on a quiet machine): the
            // default 5 s made their length a speed test that a loaded machine failed. Speed is
            // measured by benchmarks; this only stops a hang.
            testTimeout: 30_000,
            ...freshContextPerFile,
          },
        },
        {
          extends: true,
          test: {
            ...serverTest,
            name: 'server',
            include: ['tests/server/**/*.test.ts'],
            exclude: [...EXCLUSIVE_SERVER_TESTS, ...STORE_CONFORMANCE_TESTS, ...SIMULATION_TESTS],
            ...sharedWorkers,
          },
        },
        {
          extends: true,
          test: {
            name: 'simulations',
            include: SIMULATION_TESTS,
            environment: 'node',
            // Millions of rounds a test: seconds each on this machine, more when it is loaded.
            testTimeout: 60_000,
            // Not in a vm context: hot loops that read globals there ran 10–20 times slower
            // (scratch-engine: 121 s in vmThreads). Pure code, nothing to isolate.
            ...sharedWorkers,
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
            ...sharedWorkers,
          },
        },
        {
          extends: true,
          test: {
            ...serverTest,
            name: 'server-exclusive',
            include: EXCLUSIVE_SERVER_TESTS,
            fileParallelism: false,
            // One worker process for them all, one file after another: nothing of another file
            // runs beside them, and their imports are paid once (the processes, PostgreSQL and
            // Redis servers they start are their own and stopped by each file).
            isolate: false,
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
            ...freshContextPerFile,
          },
        },
      ],
    },
  }),
);
