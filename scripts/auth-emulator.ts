import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const AUTH_EMULATOR_HOST = '127.0.0.1:9099';
export const FIREBASE_PROJECT_ID = 'demo-clearway';
const EMULATOR_STOP_GRACE_MS = 4_000;

async function isUp(host: string): Promise<boolean> {
  try {
    const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

export interface RunningEmulator {
  host: string;
  /** True when this process started it (and so stops it). */
  owned: boolean;
  stop(): Promise<void>;
}

/**
 * firebase.json's emulator settings with the Auth emulator on `host`, in a folder of its own, for an
 * emulator elsewhere than firebase.json says (firebase-tools reads the port from its config only).
 */
function configFor(host: string): { file: string; remove(): void } {
  const [hostname, port] = host.split(':');
  const config = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as { emulators: Record<string, unknown> };
  config.emulators.auth = { host: hostname, port: Number(port) };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clearway-auth-emulator-'));
  const file = path.join(dir, 'firebase.json');
  writeFileSync(file, JSON.stringify(config));
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Uses the Firebase Auth emulator on `host` (by default the one FIREBASE_AUTH_EMULATOR_HOST or firebase.json
 * names) when it already answers; otherwise starts it from firebase-tools and waits until it answers.
 */
export async function ensureAuthEmulator(
  log: (line: string) => void = () => {},
  host = process.env.FIREBASE_AUTH_EMULATOR_HOST || AUTH_EMULATOR_HOST,
): Promise<RunningEmulator> {
  if (await isUp(host)) return { host, owned: false, stop: async () => {} };

  const bin = path.join(root, 'node_modules', '.bin', 'firebase');
  const config = host === AUTH_EMULATOR_HOST ? undefined : configFor(host);
  const configArgs = config ? ['--config', config.file] : [];
  const child: ChildProcess = spawn(bin, ['emulators:start', '--only', 'auth', '--project', FIREBASE_PROJECT_ID, ...configArgs], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    log(chunk.toString());
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  child.once('exit', () => config?.remove());

  const deadline = Date.now() + 60_000;
  while (!(await isUp(host))) {
    if (child.exitCode !== null) throw new Error(`Firebase Auth emulator exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      process.kill(-child.pid!, 'SIGTERM');
      throw new Error(`Firebase Auth emulator did not answer on ${host} within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  // SIGTERM to the emulator's whole process group, SIGKILL to what is left after the grace period.
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      return;
    }
    const stopped = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), EMULATOR_STOP_GRACE_MS))]);
    if (!stopped) {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Gone between the two signals.
      }
      await exited;
    }
  };
  return { host, owned: true, stop };
}
