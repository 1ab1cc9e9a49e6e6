import { buildApp } from '../app.ts';
import { openMigratedDatabase } from '../db/open-database.ts';
import { safetyDatasets } from '../importer/datasets/safety-datasets.ts';
import { coreDatasets } from '../importer/datasets/core-datasets.ts';
import { importDatasets } from '../importer/run-import.ts';
import type { ImportedTestApp } from './imported-database.ts';
import { recallClassFolder } from './recall-class-fixtures.ts';
import { testConfig } from './test-app.ts';

/**
 * The real app over a small import of recall-class-fixtures.ts's folder (the real product classification,
 * FIXTURE_CODE's real recalls as openFDA records and, unless `enforcement` is false, enforcement reports whose
 * classes are test input): the screens and routes that show FDA's recall class, where the shared FDA folder
 * holds no enforcement file.
 */
export async function buildRecallClassApp({ enforcement = true } = {}): Promise<ImportedTestApp> {
  const folder = await recallClassFolder({ enforcement });
  const db = await openMigratedDatabase({ kind: 'pglite', dataDir: 'memory://' });
  try {
    const outcomes = await importDatasets(db, {
      dataDir: folder.dir,
      datasets: [...coreDatasets, ...safetyDatasets],
      only: ['product-codes', 'recall-classes', 'recalls'],
    });
    const failed = outcomes.filter((outcome) => outcome.error !== undefined);
    if (failed.length > 0) throw new Error(`Import failed: ${failed.map((o) => `${o.name}: ${o.error}`).join('; ')}`);
  } catch (error) {
    await db.destroy();
    throw error;
  } finally {
    await folder.remove();
  }
  const app = await buildApp({ config: testConfig(), db, logger: false });
  return {
    db,
    app,
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}
