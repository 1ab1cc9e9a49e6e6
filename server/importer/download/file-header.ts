import { open } from 'node:fs/promises';

/** The first line of a file (up to 64 KiB), without its line end. */
async function firstLine(file: string): Promise<string> {
  const handle = await open(file);
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const text = buffer.subarray(0, bytesRead).toString('latin1');
    return text.split('\n')[0]!.replace(/\r$/, '');
  } finally {
    await handle.close();
  }
}

/**
 * Checks the header line of an FDA pipe-delimited file against the columns the importer reads; throws,
 * naming the columns gone and those it does not know, when FDA changed the layout.
 */
export async function checkHeader(file: string, name: string, columns: readonly string[]): Promise<void> {
  const header = (await firstLine(file)).split('|').map((column) => column.trim());
  const gone = columns.filter((column) => !header.includes(column));
  const unknown = header.filter((column) => !columns.includes(column));
  if (gone.length === 0 && unknown.length === 0) return;
  const parts = [gone.length > 0 ? `without ${gone.join(', ')}` : '', unknown.length > 0 ? `with unknown columns ${unknown.join(', ')}` : ''];
  throw new LayoutChangedError(`${name} has a changed header (${parts.filter(Boolean).join('; ')})`);
}

/** FDA changed a file's columns: another try will not help, a newer importer will. */
export class LayoutChangedError extends Error {
  override name = 'LayoutChangedError';
}
