import { DEFAULT_HOST, parsePort, resolveDataDir } from './start-config';

/** More would only queue on the cores of one machine; past one machine, run the servers there. */
export const MAX_PROCESSES = 16;

export interface ClusterConfig {
  processes: number;
  databaseUrl: string;
  /** Where the balancer listens (HOST, PORT). */
  host: string;
  port: number;
  /** DATA_DIR resolved against root, shared by the processes. */
  dataDir: string;
}

/** `npm run start:cluster`'s settings: PROCESSES (2 by default) servers on DATABASE_URL behind HOST:PORT. */
export function readClusterConfig(root: string, env: NodeJS.ProcessEnv): ClusterConfig {
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    throw new Error(
      'npm run start:cluster runs several server processes on one PostgreSQL: set DATABASE_URL=postgres://... ' +
        '(the embedded database is a folder that one process opens; npm start runs that one)',
    );
  }
  const raw = env.PROCESSES || '2';
  const processes = Number(raw);
  if (!/^\d+$/.test(raw) || processes < 1 || processes > MAX_PROCESSES) {
    throw new Error(`PROCESSES must be a whole number from 1 to ${MAX_PROCESSES} (got '${raw}')`);
  }
  return { processes, databaseUrl, host: env.HOST || DEFAULT_HOST, port: parsePort(env.PORT), dataDir: resolveDataDir(root, env.DATA_DIR) };
}
