import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { Unzip, UnzipInflate, UnzipPassThrough, type UnzipFile } from 'fflate';

/**
 * Writes one entry of a zip (by file name, any folder, any case) to `target`, streaming: the zip is
 * inflated as it is read. Fails when the zip is cut off or does not hold the entry.
 */
export async function extractZipEntry(zipPath: string, entryName: string, target: string): Promise<void> {
  const out = createWriteStream(target);
  let found = false;
  let finished = false;
  let failure: unknown = null;
  const unzip = new Unzip((file: UnzipFile) => {
    if (found || file.name.split('/').at(-1)!.toLowerCase() !== entryName.toLowerCase()) return;
    found = true;
    file.ondata = (error, data, final) => {
      if (error) failure = error;
      else out.write(data);
      if (final) finished = true;
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  const push = (chunk: Uint8Array, final: boolean) => {
    try {
      unzip.push(chunk, final);
      if (failure) throw failure;
    } catch (error) {
      throw new Error(`${zipPath} is not a readable zip (${error instanceof Error ? error.message : String(error)}): a cut-off or corrupt download?`);
    }
  };
  try {
    for await (const chunk of createReadStream(zipPath)) {
      push(chunk as Uint8Array, false);
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    push(new Uint8Array(0), true);
    if (!found) throw new Error(`${zipPath} holds no ${entryName}`);
    if (!finished) throw new Error(`${zipPath} ends inside ${entryName}: a cut-off download?`);
  } finally {
    out.end();
    await once(out, 'close');
  }
}
