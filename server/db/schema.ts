import type { ColumnType, Selectable } from 'kysely';
import type { FdaTables } from './fda-schema.ts';

/** timestamptz columns: read as a Date, written as a Date or an ISO string; a defaulted one may be left out. */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

export interface UsersTable {
  uid: string;
  email: string | null;
  terms_accepted_at: NullableTimestamp;
  terms_version: string | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export type UserRow = Selectable<UsersTable>;

/** Every table of the Clearway database, as Kysely sees it. */
export interface Database extends FdaTables {
  users: UsersTable;
}
