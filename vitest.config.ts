import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          environment: 'node',
          include: ['**/*.test.ts'],
        },
      },
      // The server suite runs twice: on SQLite (in-memory) and on a real PostgreSQL that the setup starts.
      {
        test: {
          name: 'server',
          root: './apps/server',
          environment: 'node',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          testTimeout: 20_000,
          env: { TEST_DB: 'sqlite' },
        },
      },
      {
        test: {
          name: 'server-pg',
          root: './apps/server',
          environment: 'node',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          globalSetup: ['./test/postgres-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { TEST_DB: 'postgres' },
        },
      },
      {
        // The web app's own Vite config (React plugin) lives with the app.
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          setupFiles: ['./test/setup.ts'],
          // Each wait has its own 30 s ceiling (test/setup.ts). A screen test of many steps on a loaded 2-core
          // machine has taken over 20 s in all: the whole test gets room for several slow waits.
          testTimeout: 120_000,
          css: false,
        },
      },
      {
        test: {
          name: 'e2e',
          root: './e2e',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          globalSetup: ['./global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A real browser on a loaded CI machine: one retry for timing, never for a wrong result twice.
          retry: 1,
        },
      },
    ],
  },
});
