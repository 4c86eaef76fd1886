import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Three projects: pure machine models, the platform server (real storage), and React UI (jsdom).
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
            name: 'server',
            include: ['tests/server/**/*.test.ts'],
            environment: 'node',
            // The PGlite templates the tests copy instead of running initdb each time.
            globalSetup: ['tests/server/global-setup.ts'],
            // Server tests start real stores (PGlite ~2 s, PostgreSQL) and processes.
            testTimeout: 60_000,
            hookTimeout: 60_000,
            fileParallelism: false,
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
