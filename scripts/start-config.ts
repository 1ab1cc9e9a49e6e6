import path from 'node:path';

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 8787;
export const DEFAULT_DATA_DIR = '.data';

export interface StartConfig {
  /** Where the server listens (HOST). */
  host: string;
  port: number;
  /** DATA_DIR resolved against the repository root. */
  dataDir: string;
  /** --fresh-data: delete DATA_DIR before the server starts. */
  freshData: boolean;
}

export function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_PORT;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65_535) {
    throw new Error(`PORT must be a whole number from 1 to 65535 (got '${raw}')`);
  }
  return port;
}

/**
 * DATA_DIR resolved against root. Refuses a folder that holds the checkout (or is it), since
 * --fresh-data deletes the folder.
 */
export function resolveDataDir(root: string, raw: string | undefined): string {
  const dataDir = path.resolve(root, raw || DEFAULT_DATA_DIR);
  const fromDataDir = path.relative(dataDir, root);
  const outsideRoot = fromDataDir === '..' || fromDataDir.startsWith(`..${path.sep}`);
  if (!outsideRoot) {
    throw new Error(`DATA_DIR must not contain the repository (got '${raw}')`);
  }
  return dataDir;
}

export function readStartConfig(root: string, env: NodeJS.ProcessEnv, argv: readonly string[]): StartConfig {
  const unknown = argv.filter((arg) => arg !== '--fresh-data');
  if (unknown.length > 0) throw new Error(`Unknown argument: ${unknown.join(' ')} (known: --fresh-data)`);
  return {
    host: env.HOST || DEFAULT_HOST,
    port: parsePort(env.PORT),
    dataDir: resolveDataDir(root, env.DATA_DIR),
    freshData: argv.includes('--fresh-data'),
  };
}

/** The address a browser on this machine opens; a wildcard listen address is reached through loopback. */
export function browserUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const hostPart = reachable.includes(':') ? `[${reachable}]` : reachable;
  return `http://${hostPart}:${port}`;
}
