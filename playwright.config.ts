import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './scripts/chromium';

const E2E_PORT = 8788;
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  workers: process.env.CI ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    headless: true,
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    trace: 'retain-on-failure',
  },
  webServer: {
    // Playwright starts the web server before any globalSetup, so the data folder is prepared by
    // e2e/seed-data.ts in the same command: emptied, then started from the server tests' FDA import when
    // there is one. `exec` leaves start.ts as the process Playwright signals.
    command: 'node_modules/.bin/tsx e2e/seed-data.ts && exec node_modules/.bin/tsx scripts/start.ts',
    // Neither FDA's file host nor openFDA is asked: the journeys' answers come from the imported data alone, online or not.
    env: { PORT: String(E2E_PORT), DATA_DIR: '.data-e2e', FDA_FILES_BASE_URL: 'off', OPENFDA_BASE_URL: 'off' },
    url: `${baseURL}/api/health`,
    // Without a snapshot, a fresh database imports the FDA data before the server listens.
    timeout: 420_000,
    reuseExistingServer: !process.env.CI,
    // start.ts stops the server and the emulator it started on SIGTERM; a bare SIGKILL would orphan them.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
  },
});
