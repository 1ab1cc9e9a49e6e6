import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { defaultFdaDataDir } from './scripts/fda-data-default';

/** The server tests that open the imported FDA database (openImportedDatabase, buildImportedTestApp). */
const IMPORTED_SERVER_TESTS = ['server/modules/ai/**/*.test.ts', 'server/modules/fda/**/*.routes.test.ts', 'server/**/*.imported.test.ts'];
/** The screens and clients tested against the real server over the imported FDA database (startDataServer). */
const IMPORTED_UI_TESTS = ['src/**/*.imported.test.{ts,tsx}'];
/** Screens and clients tested against a server of their own or the Auth emulator: each file in a context of its own. */
const UI_SERVER_TESTS = ['src/**/*.server.test.{ts,tsx}', 'src/**/*.emulator.test.{ts,tsx}'];
/**
 * The server's own start: it boots, migrates an empty database, imports a small FDA folder and serves.
 * `npm test` runs them on the newest Node release it supports (package.json's test:node24), not on the
 * machine's own; every other test starts servers on the machine's Node.
 */
const NODE_SMOKE_TESTS = ['server/main.test.ts'];
/** Started by the first project that runs (the others find it answering) and stopped at the end of the run. */
const AUTH_EMULATOR = './tests/global-setup.ts';
/**
 * The projects over the imported FDA database run after the others, while a child process makes the import's
 * snapshot if there is none yet (server/testing/import-in-background.ts).
 */
const AFTER_THE_IMPORT = {
  globalSetup: [AUTH_EMULATOR, './server/testing/import-in-background.ts'],
  sequence: { groupOrder: 1 },
};

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default on 2 cores is one worker; the server tests spend most of their time in PGlite on one
    // core, so a second worker uses the other.
    maxWorkers: 2,
    env: { FDA_DATA_DIR: defaultFdaDataDir() },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          globalSetup: [AUTH_EMULATOR],
          environment: 'jsdom',
          include: UI_SERVER_TESTS,
          setupFiles: ['./tests/setup-dom.ts'],
        },
      },
      {
        // The screens and logic without a server share each worker's jsdom: a fresh jsdom per file cost more than
        // the tests themselves. Each file still imports the project's modules afresh (tests/fresh-modules.ts), so
        // no store or registry carries one file's state into the next.
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...IMPORTED_UI_TESTS, ...UI_SERVER_TESTS],
          setupFiles: ['./tests/setup-dom.ts', './tests/fresh-modules.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          globalSetup: [AUTH_EMULATOR],
          environment: 'node',
          include: ['server/**/*.test.ts'],
          exclude: [...IMPORTED_SERVER_TESTS, ...NODE_SMOKE_TESTS],
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
          ...AFTER_THE_IMPORT,
          environment: 'node',
          include: IMPORTED_SERVER_TESTS,
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The same sharing for the screens over imported data; each file unmounts what it renders
        // (tests/setup-dom.ts) and disposes the plugins it registers.
        extends: true,
        test: {
          name: 'imported-ui',
          ...AFTER_THE_IMPORT,
          environment: 'jsdom',
          include: IMPORTED_UI_TESTS,
          setupFiles: ['./tests/setup-dom.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'tools',
          globalSetup: [AUTH_EMULATOR],
          environment: 'node',
          include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // No Auth emulator: these servers sign no one in, and the Node 24 stage starts nothing it does not use.
        extends: true,
        test: {
          name: 'node-smoke',
          environment: 'node',
          include: NODE_SMOKE_TESTS,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
