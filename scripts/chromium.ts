import type { LaunchOptions } from '@playwright/test';

/** Debian's chromium, with everything that would reach the network or need a GPU switched off. */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
} satisfies LaunchOptions;
