import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The FDA recognition numbers that 510(k) documents state for the standards they cite
 * ('CLSI EP05-A3 (FDA Standards Recognition # 7-251)'), read by the importer from fda_device_documents'
 * texts. The standards catalogue's recognition numbers are checked against them and filled from them.
 */
export const createStandardRecognitions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('fda_standard_recognitions')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('k_number', 'text', (col) => col.notNull())
      .addColumn('doc_type', 'text', (col) => col.notNull())
      .addColumn('designation', 'text', (col) => col.notNull())
      .addColumn('designation_key', 'text', (col) => col.notNull())
      .addColumn('edition', 'text')
      .addColumn('recognition_number', 'text', (col) => col.notNull().check(sql`recognition_number ~ '^[0-9]{1,2}-[0-9]{1,3}$'`))
      .execute();
    await db.schema.createIndex('fda_standard_recognitions_by_key').on('fda_standard_recognitions').columns(['designation_key', 'edition']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('fda_standard_recognitions').execute();
  },
};
