import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { defaultFdaDataDir } from './scripts/fda-data-default';

/** The server tests that open imported FDA databases (openImportedDatabase, buildImportedTestApp). */
const IMPORTED_SERVER_TESTS = ['server/modules/ai/**/*.test.ts', 'server/modules/fda/**/*.routes.test.ts'];

export default defineConfig({
  plugins: [react()],
  test: {
    globalSetup: ['./tests/global-setup.ts'],
    // Vitest's default on 2 cores is one worker; the server tests spend most of their time in PGlite on one
    // core, so a second worker uses the other.
    maxWorkers: 2,
    env: { FDA_DATA_DIR: defaultFdaDataDir() },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          exclude: IMPORTED_SERVER_TESTS,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Server tests over imported FDA data share each worker's loaded import (server/testing/imported-database.ts)
        // rather than each loading a snapshot of up to a gigabyte: their files run in one context per worker.
        extends: true,
        test: {
          name: 'imported',
          environment: 'node',
          include: IMPORTED_SERVER_TESTS,
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'tools',
          environment: 'node',
          include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
