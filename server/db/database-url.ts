/** A PostgreSQL DATABASE_URL, split into the URL to connect with and the schema it names, if any. */
export interface PostgresUrl {
  url: string;
  searchPath?: string;
}

/** libpq's `options` sets a search path as `-c search_path=NAME` (or `--search_path=NAME`). */
const SEARCH_PATH_OPTION = /(?:^|\s)(?:-c\s*|--)search_path=(\S*)/;
const SCHEMA_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/**
 * Takes the schema out of a DATABASE_URL such as `postgres://host/db?options=-c%20search_path%3Dtenant_a`
 * (libpq's standard way to name it), so that the server works in that schema and keeps `public` after it
 * for the extensions installed there (pg_trgm). Other options stay in the URL. One plain schema name only:
 * anything else is refused, saying so.
 */
export function parsePostgresUrl(databaseUrl: string): PostgresUrl {
  const url = new URL(databaseUrl);
  const options = url.searchParams.get('options');
  const found = options === null ? null : SEARCH_PATH_OPTION.exec(options);
  if (options === null || !found) return { url: databaseUrl };
  const schema = found[1]!;
  if (!SCHEMA_NAME.test(schema)) {
    throw new Error(
      `DATABASE_URL's search_path must name one schema (letters, digits and _, not starting with a digit), was "${schema}"`,
    );
  }
  const otherOptions = options.replace(found[0], ' ').trim();
  if (otherOptions === '') url.searchParams.delete('options');
  else url.searchParams.set('options', otherOptions);
  return { url: url.toString(), searchPath: schema };
}

/** The DATABASE_URL of `schema` on the server of `databaseUrl` (its other options replaced), for a process that should work in it. */
export function withSearchPath(databaseUrl: string, schema: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}
