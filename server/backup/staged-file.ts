import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';

/** What was written to a staged file: its size, SHA-256 and number of lines. */
export interface StagedFacts {
  bytes: number;
  sha256: string;
  lines: number;
}

const NEWLINE = 0x0a;

/** A file written chunk by chunk (waiting when the disk is slower), measured as it goes. */
export class StagedFile {
  private readonly out: WriteStream;
  private readonly hash = createHash('sha256');
  private bytes = 0;
  private lines = 0;

  constructor(readonly path: string) {
    this.out = createWriteStream(path, { flags: 'wx' });
  }

  async write(chunk: Buffer): Promise<void> {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, at + 1)) this.lines++;
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  async close(): Promise<StagedFacts> {
    this.out.end();
    await finished(this.out);
    return { bytes: this.bytes, sha256: this.hash.digest('hex'), lines: this.lines };
  }
}
