import { importedSnapshot } from './imported-database.ts';
import { fdaDataDir } from './fda-data-dir.ts';
import { snapshot, snapshotKey } from './import-snapshots.ts';

/** Makes the full import's snapshot (import-in-background.ts runs this while other tests run). */
await snapshot(await snapshotKey(fdaDataDir(), 'all'), importedSnapshot);
