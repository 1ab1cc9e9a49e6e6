import { openZipEntry, zipEntriesWhere } from '../zip/zip-entry-stream.ts';
import { ResultsScanner, type OpenFdaRecord } from './results-scanner.ts';

/**
 * The records of an openFDA bulk download (`device-event-0001-of-0005.json.zip` and the like: a zip
 * holding one JSON document `{meta, results}`), streamed: the entry is inflated and scanned as it is read,
 * so memory holds a chunk and a record or so, never the document. A cut-off or corrupt zip throws.
 */
export async function* readOpenFdaZip(zipPath: string): AsyncGenerator<OpenFdaRecord> {
  const documents = await zipEntriesWhere(zipPath, (name) => name.toLowerCase().endsWith('.json'));
  if (documents.length === 0) throw new Error(`${zipPath} holds no .json document (not an openFDA download)`);
  for (const document of documents) {
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const scanner = new ResultsScanner();
    try {
      for await (const chunk of await openZipEntry(zipPath, document)) yield* scanner.write(decoder.decode(chunk as Buffer, { stream: true }));
      yield* scanner.write(decoder.decode());
      scanner.end();
    } catch (failure) {
      throw new Error(`${zipPath} (${document.name}): ${failure instanceof Error ? failure.message : String(failure)}`);
    }
  }
}
