import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite as PGlite17 } from 'pglite-postgres17';
import { pg_trgm } from 'pglite-postgres17/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate.ts';
import { openMigratedDatabase } from './open-database.ts';
import { DataFolderVersionError, dataFolderMajor, ENGINE_POSTGRES_MAJOR, openPreviousEngine, upgradeDataFolder } from './pglite-upgrade.ts';

/** A data folder as the previous Clearway (PGlite 0.3, PostgreSQL 17) left it: a user's own rows and some FDA data. */
async function previousEngineFolder(dataDir: string): Promise<void> {
  const db = await openPreviousEngine(dataDir);
  try {
    await migrateToLatest(db);
    await db.insertInto('users').values({ uid: 'u-1', email: 'ada@example.com' }).execute();
    await db.insertInto('chat_conversations').values({ id: 'c-1', uid: 'u-1', title: 'Predicates for DQY' }).execute();
    await db
      .insertInto('chat_messages')
      .values([
        { id: 'm-1', conversation_id: 'c-1', uid: 'u-1', role: 'user', content: 'Which predicates?' },
        { id: 'm-2', conversation_id: 'c-1', uid: 'u-1', role: 'assistant', content: "It's K-numbers \u2014 with quotes \" and \\ slashes" },
      ])
      .execute();
    await db.insertInto('fda_decision_codes').values({ code: 'SESE', description: 'Substantially Equivalent' }).execute();
  } finally {
    await db.destroy();
  }
}

describe('upgradeDataFolder', () => {
  let root: string;
  let previous: string;
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);
  /** A copy of the previous engine's folder at `dataDir`, made once: PostgreSQL 17 migrating to disk takes long. */
  const previousEngineCopy = (dataDir: string) => cp(previous, dataDir, { recursive: true });

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'clearway-upgrade-'));
    previous = await mkdtemp(path.join(tmpdir(), 'clearway-upgrade-previous-'));
    await previousEngineFolder(previous);
  });
  afterAll(() => Promise.all([root, previous].map((dir) => rm(dir, { recursive: true, force: true }))));

  it('copies the users’ rows into the current engine, keeps the old folder and leaves the FDA data to the importer', async () => {
    const dataDir = path.join(root, 'pglite');
    await previousEngineCopy(dataDir);
    expect(await dataFolderMajor(dataDir)).toBe(17);

    const db = await openMigratedDatabase({ kind: 'pglite', dataDir }, log);
    try {
      expect(await dataFolderMajor(dataDir)).toBe(ENGINE_POSTGRES_MAJOR);
      expect(await dataFolderMajor(`${dataDir}-postgres17`)).toBe(17);
      expect(lines.join('\n')).toMatch(/copying your own data, the FDA data will be imported again/);
      expect(lines.join('\n')).toMatch(/Copied 4 rows of \d+ tables/);

      expect(await db.selectFrom('users').select(['uid', 'email', 'state']).execute()).toEqual([{ uid: 'u-1', email: 'ada@example.com', state: 'active' }]);
      const messages = await db.selectFrom('chat_messages').select(['id', 'seq', 'content']).orderBy('seq').execute();
      expect(messages.map((m) => m.content)).toEqual(['Which predicates?', "It's K-numbers \u2014 with quotes \" and \\ slashes"]);
      expect(await db.selectFrom('fda_decision_codes').selectAll().execute()).toEqual([]);

      // A new message numbers on after the copied ones.
      const [added] = await db
        .insertInto('chat_messages')
        .values({ id: 'm-3', conversation_id: 'c-1', uid: 'u-1', role: 'user', content: 'And recalls?' })
        .returning('seq')
        .execute();
      expect(Number(added!.seq)).toBeGreaterThan(Math.max(...messages.map((m) => Number(m.seq))));
    } finally {
      await db.destroy();
    }
  });

  it('leaves a current folder and a new one alone', async () => {
    const current = path.join(root, 'pglite');
    const before = await readdir(root);
    await upgradeDataFolder(current, log);
    await upgradeDataFolder(path.join(root, 'not-yet'), log);
    expect(await readdir(root)).toEqual(before);
  });

  it('refuses a folder of an engine it cannot read, naming it, and changes nothing', async () => {
    const future = path.join(root, 'future');
    await rm(future, { recursive: true, force: true });
    await mkdir(future);
    await writeFile(path.join(future, 'PG_VERSION'), '19\n');
    await expect(upgradeDataFolder(future, log)).rejects.toThrow(DataFolderVersionError);
    await expect(upgradeDataFolder(future, log)).rejects.toThrow(/holds a PostgreSQL 19 database/);
    expect(await readdir(future)).toEqual(['PG_VERSION']);
  });

  it('leaves the old folder as it was when the copy fails half-way, and tidies what it built', async () => {
    const dataDir = path.join(root, 'broken');
    await previousEngineCopy(dataDir);
    // A row the new schema refuses: a message whose role the check constraint does not allow.
    const old = new PGlite17(dataDir, { extensions: { pg_trgm } });
    await old.exec(`alter table chat_messages drop constraint if exists chat_messages_role_check;
      insert into chat_messages (id, conversation_id, uid, role, content) values ('m-x', 'c-1', 'u-1', 'robot', 'x')`);
    await old.close();

    await expect(upgradeDataFolder(dataDir, log)).rejects.toThrow(/Upgrading .* failed, and it was left as it was/);
    expect(await dataFolderMajor(dataDir)).toBe(17);
    expect((await readdir(root)).filter((name) => name.startsWith('broken'))).toEqual(['broken']);
  });
});

describe('the previous engine', () => {
  it('is the PostgreSQL major version the upgrade expects', async () => {
    const pglite = new PGlite17('memory://');
    const { rows } = await pglite.query<{ server_version: string }>('show server_version');
    await pglite.close();
    expect(rows[0]!.server_version).toMatch(/^17\./);
  });
});
