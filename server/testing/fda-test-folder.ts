import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fdaDataDir } from './fda-data-dir.ts';
import { rawText } from './raw-fda-files.ts';

export interface FdaTestFolder {
  dir: string;
  /** Copies real files (paths relative to the FDA folder) into the folder, under the same names. */
  copy(...files: string[]): Promise<void>;
  /** Writes a file of the folder (bytes or text). */
  write(file: string, content: string | Uint8Array): Promise<void>;
  /** Lines `from` (0-based) up to `to` of a real line-based file (gzipped again when its name ends in .gz). */
  copyLines(file: string, from: number, to: number): Promise<void>;
  remove(): Promise<void>;
}

/** A temporary FDA data folder holding a chosen few of the real files, for tests that damage or trim them. */
export async function makeFdaTestFolder(): Promise<FdaTestFolder> {
  const dir = await mkdtemp(path.join(tmpdir(), 'clearway-fda-'));
  const write = async (file: string, content: string | Uint8Array) => {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  };
  return {
    dir,
    write,
    async copy(...files) {
      for (const file of files) {
        await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
        await copyFile(path.join(fdaDataDir(), file), path.join(dir, file));
      }
    },
    async copyLines(file, from, to) {
      const lines = `${rawText(file).split('\n', to).slice(from).join('\n')}\n`;
      await write(file, file.endsWith('.gz') ? gzipSync(lines) : lines);
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
