import { parseArgs } from 'node:util';
import { startFdaStandIn } from './fda-stand-in.ts';

const USAGE = `Usage: npm run fda:stand-in -- --scale 1 [--port N] [--cache-dir DIR]

Serves a stand-in FDA on 127.0.0.1: FDA's premarket zips and summary PDFs, openFDA's download index, bulk
zips and count API, made from the shared FDA folder (FDA_DATA_DIR) at the given scale (1: FDA's real
sizes, 0.05 for quick runs). Its clones and recall classes are synthetic test data. Files are generated
once into the cache folder (default .data-stand-in). Send SIGUSR2 to publish the next month of 510(k)s.
`;

async function main() {
  const { values } = parseArgs({
    options: { scale: { type: 'string' }, port: { type: 'string' }, 'cache-dir': { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) return void process.stdout.write(USAGE);
  const scale = Number(values.scale);
  const port = values.port === undefined ? undefined : Number(values.port);
  if (values.scale === undefined || !(scale > 0 && scale <= 1)) throw new Error(`--scale must be a number above 0 and at most 1\n\n${USAGE}`);
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port < 65536)) throw new Error(`--port must be a port number\n\n${USAGE}`);
  const standIn = await startFdaStandIn({ scale, port, cacheDir: values['cache-dir'], log: (line) => console.log(line) });
  console.log(`The FDA stand-in serves data through ${standIn.manifest().lastDay}. Point Clearway at it with:`);
  console.log(`  FDA_FILES_BASE_URL=${standIn.filesBaseUrl} OPENFDA_BASE_URL=${standIn.openFdaBaseUrl}`);
  process.on('SIGUSR2', () => {
    standIn
      .publishMonth()
      .then(() => console.log(`Published the next month: data through ${standIn.manifest().lastDay}`))
      .catch((error: unknown) => console.error(error));
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void standIn.close().then(() => process.exit(0)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
