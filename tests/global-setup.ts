import { ensureAuthEmulator, FIREBASE_PROJECT_ID } from '../scripts/auth-emulator';

/** Server and API-client tests verify real Firebase ID tokens, issued by the Auth emulator. */
export default async function setup() {
  const emulator = await ensureAuthEmulator();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  process.env.FIREBASE_PROJECT_ID ??= FIREBASE_PROJECT_ID;
  return () => emulator.stop();
}
