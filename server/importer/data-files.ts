import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The files of the data folder that a pattern names, relative to the folder and sorted. A pattern is a
 * relative path whose file name may hold '*' (any characters), e.g. '510k/pmn*.txt': FDA's own
 * downloads and the dated copies of the same files are then found alike. Such a name matches in any case,
 * since FDA's downloads vary in it (DEVICE2023.txt beside foidevproblem.txt); a plain name is exact.
 */
export async function matchFiles(dataDir: string, pattern: string): Promise<string[]> {
  const folder = path.posix.dirname(pattern);
  const name = path.posix.basename(pattern);
  if (!name.includes('*')) {
    const found = await stat(path.join(dataDir, pattern)).then((s) => s.isFile(), () => false);
    return found ? [pattern] : [];
  }
  const matcher = nameMatcher(name);
  const entries = await readdir(path.join(dataDir, folder), { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && matcher.test(entry.name))
    .map((entry) => (folder === '.' ? entry.name : `${folder}/${entry.name}`))
    .sort();
}

/** A file name with '*' as a case-blind test of names (see matchFiles). */
function nameMatcher(name: string): RegExp {
  return new RegExp(`^${name.split('*').map(escapeRegExp).join('.*')}$`, 'i');
}

/** Whether `file` (relative to the data folder) is one that `pattern` names, as matchFiles finds them. */
export function patternNames(pattern: string, file: string): boolean {
  const name = path.posix.basename(pattern);
  if (!name.includes('*')) return file === pattern;
  return path.posix.dirname(file) === path.posix.dirname(pattern) && nameMatcher(name).test(path.posix.basename(file));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * When a file's data was current: the date in its name ('foiclass_2026-01-31.txt', 'pmnlstmn_2026-07.txt',
 * the last such date when there are several), else the day the file was written.
 */
export async function fileDataDate(dataDir: string, file: string): Promise<Date> {
  const dates = [...path.basename(file).matchAll(/(?<!\d)(\d{4})-(\d{2})(?:-(\d{2}))?(?!\d)/g)];
  const last = dates.at(-1);
  if (last) return new Date(Date.UTC(Number(last[1]), Number(last[2]) - 1, Number(last[3] ?? 1)));
  return (await stat(path.join(dataDir, file))).mtime;
}

/** When the file was last written: nothing in it can be dated later. */
export async function fileWrittenAt(dataDir: string, file: string): Promise<Date> {
  return (await stat(path.join(dataDir, file))).mtime;
}
