import { afterAll, beforeAll } from 'vitest';
import { buildImportedTestApp, IMPORT_TIMEOUT_MS, type ImportedTestApp } from './imported-database.ts';

/** The imported test app of the calling test file: built before its tests, closed after them. */
export function importedAppPerFile(): () => ImportedTestApp {
  let testApp: ImportedTestApp | undefined;
  beforeAll(async () => {
    testApp = await buildImportedTestApp();
  }, IMPORT_TIMEOUT_MS);
  afterAll(() => testApp?.close());
  return () => {
    if (!testApp) throw new Error('The imported test app is built in beforeAll: ask for it inside a test.');
    return testApp;
  };
}
