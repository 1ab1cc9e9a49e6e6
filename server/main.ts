import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { databaseSourceFromConfig, openMigratedDatabase } from './db/open-database.ts';
import { importFdaDataIfMissing } from './importer/auto-import.ts';
import { keepMemoryFootprintSmall } from './memory-footprint.ts';
import { newOperatorToken, removeOperatorEndpoint, writeOperatorEndpoint } from './modules/fda-refresh/operator-endpoint.ts';

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

function urlOf(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

async function main(): Promise<void> {
  const config = readConfig();
  keepMemoryFootprintSmall();
  const db = await openMigratedDatabase(databaseSourceFromConfig(config));
  await importFdaDataIfMissing(db, config, (text) => process.stdout.write(text));
  // On PGlite this process alone opens the database: `npm run data:refresh` asks it through this token.
  const operatorToken = config.DATABASE_URL ? undefined : newOperatorToken();
  const app = await buildApp({ config, db, warmUp: true, operatorToken });

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    if (operatorToken) await removeOperatorEndpoint(config.DATA_DIR);
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  await app.listen({ host: config.HOST, port: config.PORT });
  if (operatorToken) await writeOperatorEndpoint(config.DATA_DIR, { url: urlOf(config.HOST, config.PORT), token: operatorToken, pid: process.pid });
  console.log(`Clearway is running at ${urlOf(config.HOST, config.PORT)}`);
}

main().catch((error: unknown) => {
  console.error(`Clearway could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
