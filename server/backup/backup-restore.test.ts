import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { bearer, type EmulatorUser } from '../testing/emulator-user.ts';
import { spawnScript } from '../testing/spawn-script.ts';
import { testConfig } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-databases.ts';
import { restoreBackup } from './restore.ts';
import { repackBackup } from './testing/repack-backup.ts';
import { type BackupPlace, newBackupPlace, storedFiles, usersTables } from './testing/backup-places.ts';
import { seedUsersData, seedWatchEvent } from './testing/seed-users-data.ts';
import { BACKED_UP_TABLES } from './user-tables.ts';

const runCli = async (script: string, args: string[], env: Record<string, string>) => {
  const cli = spawnScript(`server/backup/${script}`, args, env);
  const code = await cli.exited;
  return { code, ...cli.output() };
};

/** The tables the seeding fills (payments are off in the tests, so no checkout session or plan). */
const SEEDED = BACKED_UP_TABLES.filter((table) => table !== 'checkout_sessions' && table !== 'user_plans');

describe.each(testDatabaseKinds)('backup and restore on $name', (kind) => {
  let source: BackupPlace;
  let target: BackupPlace;
  let folder: string;
  let backupFile: string;
  let seeded: { alice: EmulatorUser; conversationId: string };

  beforeAll(async () => {
    [source, target] = [await newBackupPlace(kind), await newBackupPlace(kind)];
    folder = await mkdtemp(path.join(os.tmpdir(), 'clearway-backups-'));
    backupFile = path.join(folder, 'users.tar.gz');
  });
  afterAll(async () => {
    await source?.dispose();
    await target?.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it('copies every users\' row and file into an empty target, where new rows get new ids', async () => {
    const app = await buildApp({ config: testConfig(source.env), logger: false });
    try {
      seeded = await seedUsersData(app);
      if (kind.name === 'PGlite') {
        // The server holds the data folder: a backup is refused, naming the lock.
        const refused = await runCli('backup-cli.ts', ['--out', backupFile], source.env);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain(`Backup refused: The database folder ${path.join(source.dataDir, 'pglite')} is in use`);
        expect(refused.stderr).toContain(`delete ${path.join(source.dataDir, 'pglite.lock')}`);
      }
    } finally {
      await app.close();
    }
    const seeding = await source.open();
    try {
      await seedWatchEvent(seeding);
    } finally {
      await seeding.destroy();
    }

    const backup = await runCli('backup-cli.ts', ['--out', backupFile], source.env);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/^Backup written: .*users\.tar\.gz/);
    expect(backup.stdout).toMatch(/users\s+2 rows/);
    expect(backup.stdout).toMatch(/files\s+3 \(/);
    const [sourceDb, targetDb] = [await source.open(), await target.open()];
    try {
      const log: string[] = [];
      const { manifest } = await restoreBackup({ db: targetDb, storage: target.storage(), file: backupFile, replace: false, stagingParent: target.dataDir, log: (line) => log.push(line) });
      expect(manifest.tables.find((t) => t.name === 'chat_messages')?.rows).toBe(2);
      expect(log).toContain('Table chat_messages: 2 rows');
      const before = await usersTables(sourceDb);
      for (const table of SEEDED) expect(before[table]!.length, table).toBeGreaterThan(0);
      expect(await usersTables(targetDb)).toEqual(before);
    } finally {
      await sourceDb.destroy();
      await targetDb.destroy();
    }
    const files = await storedFiles(source.storage());
    expect(Object.keys(files)).toHaveLength(3); // the upload and the report's DOCX and PDF
    expect(await storedFiles(target.storage())).toEqual(files);

    // The restored server carries on: a new message and feedback get ids past the restored ones.
    const restored = await buildApp({ config: testConfig(target.env), logger: false });
    try {
      const send = (url: string, payload: object) => restored.inject({ method: 'POST', url: `/api/rest/v1${url}`, headers: bearer(seeded.alice), payload });
      const message = await send('/chat/message', { conversation_id: seeded.conversationId, role: 'user', content: 'After the restore' });
      expect(message.statusCode, message.body).toBe(200);
      const feedback = await send('/feedback/feedback', { rating: 'up', subject: { kind: 'general' } });
      expect(feedback.statusCode, feedback.body).toBe(201);
    } finally {
      await restored.close();
    }
    const db = await target.open();
    try {
      for (const table of ['chat_messages', 'feedback'] as const) {
        const { rows } = await sql<{ newest: string; restored: string }>`
          select (select seq from ${sql.table(table)} order by created_at desc limit 1)::text as newest,
                 (select max(seq) from ${sql.table(table)} where created_at < (select max(created_at) from ${sql.table(table)}))::text as restored`.execute(db);
        expect(BigInt(rows[0]!.newest), table).toBeGreaterThan(BigInt(rows[0]!.restored));
      }
    } finally {
      await db.destroy();
    }
  }, 120_000);

  it.runIf(kind.name === 'PGlite')('refuses a damaged, newer or unrestorable backup and a target holding data, changing nothing; replaces on request', async () => {
    const db = await target.open();
    const storage = target.storage();
    const restore = (file: string, replace = false) =>
      restoreBackup({ db, storage, file, replace, stagingParent: target.dataDir, log: () => {} });
    const variant = (name: string, edit: (entries: Map<string, Buffer>) => void, keepChecksums = false) =>
      repackBackup(backupFile, path.join(folder, name), edit, keepChecksums).then(() => path.join(folder, name));
    const edited = (entries: Map<string, Buffer>, entry: string, from: string, to: string) => {
      const text = entries.get(entry)!.toString('utf8');
      expect(text).toContain(from);
      entries.set(entry, Buffer.from(text.replace(from, to), 'utf8'));
    };
    try {
      const before = { tables: await usersTables(db), files: await storedFiles(storage) };
      const unchanged = async () => {
        expect(await usersTables(db)).toEqual(before.tables);
        expect(await storedFiles(storage)).toEqual(before.files);
      };

      await expect(restore(backupFile)).rejects.toThrow(/^The target already holds users' data \(users: 2 rows, .*3 stored files\)\. Nothing was restored\. .*--replace/);
      const tampered = await variant('tampered.tar.gz', (entries) => edited(entries, 'tables/user_profiles.ndjson', 'Alice Moreau', 'Alice Morean'), true);
      await expect(restore(tampered)).rejects.toThrow('The backup is damaged: tables/user_profiles.ndjson does not match its checksum in the manifest. Nothing was restored.');
      const truncated = path.join(folder, 'truncated.tar.gz');
      const whole = await readFile(backupFile);
      await writeFile(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
      await expect(restore(truncated)).rejects.toThrow(/^The file is not a readable backup: /);
      const newer = await variant('newer.tar.gz', (entries) => edited(entries, 'backup.json', '"migration": "', '"migration": "9999-from-the-future'));
      await expect(restore(newer)).rejects.toThrow(/^The backup was made by a newer Clearway \(schema 9999-from-the-future.*update Clearway, then restore\./);
      await unchanged();

      // A row the database refuses, half-way through: with --replace, the deletions, rows and new files are all undone.
      const badRow = await variant('bad-row.tar.gz', (entries) => edited(entries, 'tables/chat_messages.ndjson', '"role": "assistant"', '"role": "system"'));
      const [missingKey] = Object.keys(before.files);
      await storage.remove(missingKey!);
      delete before.files[missingKey!];
      await expect(restore(badRow, true)).rejects.toThrow(/chat_messages_role_check|violates check constraint/);
      await unchanged();

      // --replace puts the backup in the place of what the target holds (here the message sent after the restore).
      expect(before.tables.chat_messages).toHaveLength(3);
      await restore(backupFile, true);
      expect((await usersTables(db)).chat_messages).toHaveLength(2);
      expect(Object.keys(await storedFiles(storage))).toHaveLength(3);
    } finally {
      await db.destroy();
    }
  }, 120_000);
});
