import {
  OperationNodeTransformer,
  SchemableIdentifierNode,
  sql,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type Transaction,
  type UnknownRow,
} from 'kysely';
import type { Database } from '../db/schema.ts';

/** Sends the named tables of every query to the staging schema: the rest stay where they are. */
class ToStaging extends OperationNodeTransformer {
  constructor(
    private readonly schema: string,
    private readonly tables: ReadonlySet<string>,
  ) {
    super();
  }

  protected override transformSchemableIdentifier(node: SchemableIdentifierNode): SchemableIdentifierNode {
    const name = node.identifier.name;
    return node.schema === undefined && this.tables.has(name) ? SchemableIdentifierNode.createWithSchema(this.schema, name) : node;
  }
}

class StagingPlugin implements KyselyPlugin {
  readonly #transformer: ToStaging;
  constructor(schema: string, tables: ReadonlySet<string>) {
    this.#transformer = new ToStaging(schema, tables);
  }
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

const quoted = (name: string) => sql.id(name);
const qualified = (schema: string, table: string) => sql.id(schema, table);
/** A table's name as regclass reads it. */
const regclass = (schema: string, table: string) => `"${schema}"."${table}"`;

async function rowsOf<T>(db: Kysely<Database>, query: ReturnType<typeof sql<T>>): Promise<T[]> {
  return (await query.execute(db)).rows;
}

/** An empty copy of `table` in `staging`: columns, defaults, checks; its own sequences; no indexes yet. */
async function createStagedTable(db: Kysely<Database>, live: string, staging: string, table: string): Promise<void> {
  await sql`create table ${qualified(staging, table)} (like ${qualified(live, table)} including all excluding indexes)`.execute(db);
  // A serial column's default names the live table's sequence, which the swap drops with it.
  const serials = await rowsOf<{ column: string; sequence: string }>(db, sql`
    select a.attname as column, s.relname as sequence
    from pg_depend d
    join pg_class s on s.oid = d.objid and s.relkind = 'S'
    join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
    where d.refobjid = ${regclass(live, table)}::regclass and d.deptype = 'a'`);
  for (const { column, sequence } of serials) {
    await sql`create sequence ${qualified(staging, sequence)} owned by ${sql.id(staging, table, column)}`.execute(db);
    await sql`alter table ${qualified(staging, table)} alter column ${quoted(column)} set default nextval(${sql.lit(regclass(staging, sequence))}::regclass)`.execute(db);
  }
}

/** The live table's primary key, unique constraints and indexes, built on the filled copy under the same names. */
async function indexStagedTable(db: Kysely<Database>, live: string, staging: string, table: string): Promise<void> {
  const constraints = await rowsOf<{ name: string; definition: string }>(db, sql`
    select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
    where conrelid = ${regclass(live, table)}::regclass and contype in ('p', 'u') order by conname`);
  for (const { name, definition } of constraints) {
    await sql`alter table ${qualified(staging, table)} add constraint ${quoted(name)} ${sql.raw(definition)}`.execute(db);
  }
  const indexes = await rowsOf<{ name: string; unique: boolean; method: string }>(db, sql`
    select c.relname as name, i.indisunique as unique, substring(pg_get_indexdef(i.indexrelid) from ' USING .*$') as method
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid = ${regclass(live, table)}::regclass
      and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid and k.conrelid = i.indrelid)
    order by c.relname`);
  for (const { name, unique, method } of indexes) {
    await sql`create ${sql.raw(unique ? 'unique ' : '')}index ${quoted(name)} on ${qualified(staging, table)}${sql.raw(method)}`.execute(db);
  }
  await sql`analyze ${qualified(staging, table)}`.execute(db);
}

/** Foreign keys of `tables` (the swap drops them with the live tables and adds them again). */
async function foreignKeysOf(db: Kysely<Database>, live: string, tables: readonly string[]) {
  return rowsOf<{ table: string; name: string; definition: string }>(db, sql`
    select t.relname as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
    from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = t.relnamespace
    where c.contype = 'f' and n.nspname = ${live} and t.relname in (${sql.join(tables)})`);
}

export interface StagedReplacement<T> {
  /** Fills the tables: every query of `staged` that names one of them reaches its staging copy. */
  fill(staged: Kysely<Database>): Promise<T>;
  /** Runs in the swap's transaction, after the new tables took the live ones' place. */
  publish?(trx: Transaction<Database>, filled: T): Promise<void>;
}

/**
 * Replaces `tables` with copies filled outside any transaction in a staging schema, indexed there, then
 * swapped in by one short transaction. On PGlite, whose one connection a transaction holds to itself, the
 * requests of a running server then wait only for single statements and the swap, not for a whole
 * dataset's load (5 s at 9,000 devices; minutes at FDA's full size). A failure before the swap leaves the
 * live tables as they were; the staging schema is dropped either way, and at the next import if a killed
 * process left it. The caller holds the import lock.
 */
export async function replaceTablesStaged<T>(db: Kysely<Database>, tables: readonly string[], replacement: StagedReplacement<T>): Promise<T> {
  const [{ live } = { live: 'public' }] = await rowsOf<{ live: string }>(db, sql`select current_schema() as live`);
  const staging = `${live}_import_staging`;
  await sql`drop schema if exists ${quoted(staging)} cascade`.execute(db);
  await sql`create schema ${quoted(staging)}`.execute(db);
  try {
    for (const table of tables) await createStagedTable(db, live, staging, table);
    const filled = await replacement.fill(db.withPlugin(new StagingPlugin(staging, new Set(tables))));
    for (const table of tables) await indexStagedTable(db, live, staging, table);
    await db.transaction().execute(async (trx) => {
      const foreignKeys = await foreignKeysOf(trx, live, tables);
      await sql`drop table ${sql.join(tables.map((table) => qualified(live, table)))}`.execute(trx);
      for (const table of tables) await sql`alter table ${qualified(staging, table)} set schema ${quoted(live)}`.execute(trx);
      for (const { table, name, definition } of foreignKeys) {
        await sql`alter table ${qualified(live, table)} add constraint ${quoted(name)} ${sql.raw(definition)}`.execute(trx);
      }
      await replacement.publish?.(trx, filled);
    });
    return filled;
  } finally {
    await sql`drop schema if exists ${quoted(staging)} cascade`.execute(db);
  }
}
