import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulatorUser } from '../testing/emulator-user.ts';
import { testDatabaseKinds } from '../testing/test-databases.ts';
import { startOwnedResourcesApp, type Caller, type OwnedResourcesApp } from './owned-resources-app.ts';
import { USER_OWNED_RESOURCES, type OwnedResource } from './user-owned-resources.ts';

/** Texts that would do something if anything along the way ran them as SQL, markup, a template or a format. */
const HOSTILE_TEXTS = [
  "'; drop table scenarios; --",
  "Robert'); DELETE FROM device_profiles;--",
  "1' OR '1'='1",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '%s%n%x%d',
  'C:\\temp\\"quoted" \\n',
  // A right-to-left override: shown as 'invoiceexe.pdf' reversed at the end.
  'invoice\u202Efdp.exe',
  // A ZWJ sequence with a skin tone, a flag, a stethoscope.
  '\u{1F469}\u{1F3FD}\u200D\u2695\uFE0F \u{1F1FA}\u{1F1F8} \u{1FA7A}',
  // Combining marks; 'é' decomposed and composed, which a normalisation would make the same.
  'Z\u0324\u0308a\u0327\u0310l\u0300g\u0315o cafe\u0301 caf\u00e9',
];

const holdingText = USER_OWNED_RESOURCES.filter((resource) => resource.texts);
const textsToStore = (resource: OwnedResource<unknown, unknown>) => HOSTILE_TEXTS.filter((text) => resource.carries?.(text) ?? true);

async function tableNames(app: OwnedResourcesApp): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = current_schema() order by table_name
  `.execute(app.testApp.db);
  return rows.map(({ table_name }) => table_name);
}

describe.each(testDatabaseKinds)('hostile texts on $name', (kind) => {
  let app: OwnedResourcesApp;
  let tablesBefore: string[];
  /** One user per text, who stores it in everything. */
  let owners: Map<string, Caller>;
  const stored: Array<{ resource: OwnedResource<unknown, unknown>; owner: Caller; made: unknown; text: string }> = [];

  beforeAll(async () => {
    app = await startOwnedResourcesApp(kind);
    tablesBefore = await tableNames(app);
    const users = await Promise.all(HOSTILE_TEXTS.map(() => createEmulatorUser()));
    owners = new Map(HOSTILE_TEXTS.map((text, i) => [text, app.callerFor(users[i]!)]));
  }, 60_000);
  afterAll(() => app?.close());

  /** The resource's texts as read back, each of which must be what was sent, code unit for code unit. */
  async function expectReadBack(resource: OwnedResource<unknown, unknown>, owner: Caller, made: unknown, text: string) {
    const texts = resource.texts!(await resource.read(owner, made), made);
    const sent = resource.sentAs?.(text) ?? text;
    expect(texts, JSON.stringify(text)).toEqual(Object.fromEntries(Object.keys(texts).map((field) => [field, sent])));
  }

  it.each(holdingText)('$name: each text is stored and read back as it was sent', async (resource) => {
    for (const text of textsToStore(resource)) {
      const owner = owners.get(text)!;
      const made = await resource.create(owner, text);
      await expectReadBack(resource, owner, made, text);
      stored.push({ resource, owner, made, text });
    }
  });

  it('leaves every table in place and every text stored as it was', async () => {
    expect(stored.length).toBe(holdingText.reduce((count, resource) => count + textsToStore(resource).length, 0));
    expect(await tableNames(app)).toEqual(tablesBefore);
    for (const { resource, owner, made, text } of stored) await expectReadBack(resource, owner, made, text);
  });
});
