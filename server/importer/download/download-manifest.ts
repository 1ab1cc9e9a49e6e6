import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Validators } from './fetch-to-file.ts';

/** The manifest's name in the download folder. */
export const MANIFEST_FILE = 'download-manifest.json';

/** One file of the download folder: where it came from and what it held. */
export interface ManifestEntry extends Validators {
  url: string;
  /** What it stands for: a premarket URL, `openfda:<endpoint>`, or `decision-codes`; a failure of a source the previous download had keeps that download. */
  source: string;
  size: number;
  sha256: string;
}

export interface DownloadManifest {
  /** When the download finished (ISO). */
  downloadedAt: string;
  /** By path relative to the download folder. */
  files: Record<string, ManifestEntry>;
  /** The export date openFDA's index gave each endpoint. */
  openFdaExports: Record<string, string>;
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** The manifest of a download folder, or undefined when it has none (or an unreadable one). */
export async function readManifest(folder: string): Promise<DownloadManifest | undefined> {
  try {
    const manifest = JSON.parse(await readFile(path.join(folder, MANIFEST_FILE), 'utf-8')) as DownloadManifest;
    return typeof manifest.files === 'object' && manifest.files !== null ? manifest : undefined;
  } catch {
    return undefined;
  }
}

export function writeManifest(folder: string, manifest: DownloadManifest): Promise<void> {
  return writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Paths whose content differs between two manifests: added, changed or gone. */
export function changedFiles(previous: DownloadManifest | undefined, next: DownloadManifest): string[] {
  const before = previous?.files ?? {};
  const changed = Object.entries(next.files).filter(([file, entry]) => before[file]?.sha256 !== entry.sha256).map(([file]) => file);
  const gone = Object.keys(before).filter((file) => !(file in next.files));
  return [...changed, ...gone].sort();
}
