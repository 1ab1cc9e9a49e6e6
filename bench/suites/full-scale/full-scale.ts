import path from 'node:path';
import { ensureAuthEmulator } from '../../../scripts/auth-emulator';
import { fdaDataDir } from '../../../server/testing/fda-data-dir';
import { startFdaStandIn } from '../../../server/testing/fda-stand-in/fda-stand-in';
import type { BenchSuite } from '../../suite';
import { summaryProfiles, SUMMARIES_FILE } from '../engine';
import { fullScaleOutcome } from './full-scale-outcome';
import { measureInstall } from './measure-install';

/** FULL_SCALE=0.05 runs the suite small, to try it; its figures are then not the issue's. */
const scale = Number(process.env.FULL_SCALE ?? '1');

export const fullScaleSuite: BenchSuite = {
  name: 'full-scale',
  description: `the download install against the stand-in FDA at scale ${scale} (npm start's path on an empty DATA_DIR), beside the install from FDA_DATA_DIR: import time and memory, classification, data endpoints at 50 users, the type-ahead`,
  async run(context) {
    if (!(scale > 0 && scale <= 1)) throw new Error(`FULL_SCALE must be a number in (0, 1], not ${process.env.FULL_SCALE}`);
    const profiles = await summaryProfiles(path.join(fdaDataDir(), SUMMARIES_FILE));
    const emulator = await ensureAuthEmulator();
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    context.log(`Starting the stand-in FDA at scale ${scale} (its files are made on the first start, then cached)`);
    const standIn = await startFdaStandIn({ scale, log: context.log });
    try {
      const offline = { OPENFDA_BASE_URL: 'off', FDA_FILES_BASE_URL: 'off' };
      const today = await measureInstall(context, { name: 'today', env: { FDA_DATA_DIR: fdaDataDir(), ...offline }, emulatorHost: emulator.host, profiles });
      const full = await measureInstall(context, {
        name: `scale-${scale}`,
        env: { FDA_DATA_DIR: '', FDA_FILES_BASE_URL: standIn.filesBaseUrl, OPENFDA_BASE_URL: standIn.openFdaBaseUrl },
        emulatorHost: emulator.host,
        profiles,
      });
      return fullScaleOutcome({ measuredAt: new Date(), scale, today, full });
    } finally {
      await standIn.close();
      await emulator.stop();
    }
  },
};
