import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database, DeviceProfileRow, DeviceProfilesTable } from '../../db/schema.ts';

/** The saved columns of a profile: everything but the id, owner and timestamps. */
export type ProfileColumns = Omit<DeviceProfilesTable, 'id' | 'uid' | 'created_at' | 'updated_at' | 'attachments' | 'confidence'> & {
  attachments: string;
  confidence: string;
};

/** A profile named by its id, or by its device name (then every profile of the caller with that name). */
export type ProfileKey = { profileId: string } | { deviceName: string };

const matching = (key: ProfileKey) => (eb: ExpressionBuilder<Database, 'device_profiles'>) =>
  'profileId' in key ? eb('id', '=', key.profileId) : eb('device_name', '=', key.deviceName);

export type DeviceProfilesRepository = ReturnType<typeof createDeviceProfilesRepository>;

/** Every query is scoped by the owner's uid: another user's ids match nothing. */
export function createDeviceProfilesRepository(db: Kysely<Database>) {
  return {
    async insert(row: ProfileColumns & { id: string; uid: string }): Promise<DeviceProfileRow> {
      return db.insertInto('device_profiles').values(row).returningAll().executeTakeFirstOrThrow();
    },

    async update(uid: string, id: string, columns: ProfileColumns): Promise<DeviceProfileRow | undefined> {
      return db
        .updateTable('device_profiles')
        .set({ ...columns, updated_at: sql<Date>`now()` })
        .where('uid', '=', uid)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /** The most recently saved of the matches. */
    async find(uid: string, key: ProfileKey): Promise<DeviceProfileRow | undefined> {
      return db
        .selectFrom('device_profiles')
        .selectAll()
        .where('uid', '=', uid)
        .where(matching(key))
        .orderBy('updated_at', 'desc').limit(1).executeTakeFirst();
    },

    async list(uid: string): Promise<DeviceProfileRow[]> {
      return db.selectFrom('device_profiles').selectAll().where('uid', '=', uid).orderBy('updated_at', 'desc').execute();
    },

    /** How many profiles went. */
    async remove(uid: string, key: ProfileKey): Promise<number> {
      const deleted = await db
        .deleteFrom('device_profiles')
        .where('uid', '=', uid)
        .where(matching(key))
        .executeTakeFirst();
      return Number(deleted.numDeletedRows);
    },
  };
}
