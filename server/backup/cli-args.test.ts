import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBackupArgs, parseRestoreArgs } from './cli-args.ts';

let folder: string;
let existing: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'clearway-backup-args-'));
  existing = path.join(folder, 'old.tar.gz');
  await writeFile(existing, 'x');
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('backup and restore arguments', () => {
  it('names a new backup file by the time, or takes --out, never over an existing file', () => {
    expect(parseBackupArgs([], new Date('2026-11-28T02:31:10Z')).out).toBe('clearway-backup-20261128-023110.tar.gz');
    expect(parseBackupArgs(['--out', path.join(folder, 'new.tar.gz')]).out).toBe(path.join(folder, 'new.tar.gz'));
    expect(parseBackupArgs([`--out=${path.join(folder, 'b.tar.gz')}`]).out).toBe(path.join(folder, 'b.tar.gz'));
    expect(() => parseBackupArgs(['--out', existing])).toThrow(`${existing} already exists; choose another name`);
    expect(() => parseBackupArgs(['--out'])).toThrow('--out needs a value');
    expect(() => parseBackupArgs(['--out', path.join(folder, 'no', 'such', 'b.tar.gz')])).toThrow('The folder of --out does not exist');
    expect(() => parseBackupArgs(['--force'])).toThrow('Unknown argument: --force');
    expect(() => parseBackupArgs(['b.tar.gz'])).toThrow('Unexpected argument: b.tar.gz');
  });

  it('restores one existing file, replacing only when told', () => {
    expect(parseRestoreArgs([existing])).toEqual({ file: existing, replace: false, help: false });
    expect(parseRestoreArgs(['--replace', existing])).toMatchObject({ replace: true });
    expect(() => parseRestoreArgs([])).toThrow('Name the backup file to restore');
    expect(() => parseRestoreArgs([existing, existing])).toThrow('Name one backup file, not 2');
    expect(() => parseRestoreArgs([path.join(folder, 'missing.tar.gz')])).toThrow('There is no file');
    expect(() => parseRestoreArgs(['--overwrite', existing])).toThrow('Unknown argument: --overwrite');
    expect(parseRestoreArgs(['--help']).help).toBe(true);
  });
});
