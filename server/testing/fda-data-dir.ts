/** The folder of real FDA files the tests and the bench read (vitest.config.ts and bench/run.ts default it). */
export function fdaDataDir(): string {
  const dir = process.env.FDA_DATA_DIR;
  if (!dir) throw new Error('Set FDA_DATA_DIR to a folder of FDA data files (CI sets it to the shared FDA folder beside the checkout).');
  return dir;
}
