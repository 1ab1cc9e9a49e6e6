import { Unzip, UnzipInflate, UnzipPassThrough, type UnzipFile } from 'fflate';
import { openBytes } from '../read.ts';
import { ResultsScanner, type OpenFdaRecord } from './results-scanner.ts';

/**
 * The records of an openFDA bulk download (`device-event-0001-of-0005.json.zip` and the like: a zip
 * holding one JSON document `{meta, results}`), streamed: the zip is inflated and scanned as it is read,
 * so memory holds a chunk and a record or so, never the document. A cut-off or corrupt zip throws.
 */
export async function* readOpenFdaZip(zipPath: string): AsyncGenerator<OpenFdaRecord> {
  const ready: OpenFdaRecord[] = [];
  const state: { failure: unknown; entries: number; finished: number } = { failure: null, entries: 0, finished: 0 };

  const unzip = new Unzip((file: UnzipFile) => {
    if (!file.name.toLowerCase().endsWith('.json')) return;
    state.entries++;
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const scanner = new ResultsScanner();
    file.ondata = (error, data, final) => {
      if (state.failure) return;
      try {
        if (error) throw error;
        ready.push(...scanner.write(decoder.decode(data, { stream: !final })));
        if (final) {
          scanner.end();
          state.finished++;
        }
      } catch (failure) {
        state.failure = new Error(`${zipPath} (${file.name}): ${failure instanceof Error ? failure.message : String(failure)}`);
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);

  const drain = function* () {
    if (state.failure) throw state.failure;
    for (const record of ready) yield record;
    ready.length = 0;
  };
  const push = (chunk: Uint8Array, final: boolean) => {
    try {
      unzip.push(chunk, final);
    } catch (error) {
      throw new Error(`${zipPath} is not a readable zip (${error instanceof Error ? error.message : String(error)}): a cut-off or corrupt download?`);
    }
  };
  for await (const chunk of openBytes(zipPath)) {
    push(chunk as Uint8Array, false);
    yield* drain();
  }
  push(new Uint8Array(0), true);
  yield* drain();
  if (state.entries === 0) throw new Error(`${zipPath} holds no .json document (not an openFDA download, or cut off)`);
  if (state.finished < state.entries) throw new Error(`${zipPath} ends inside its JSON document (truncated download?)`);
}
