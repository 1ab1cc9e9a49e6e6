import { sql, type Kysely, type Migration } from 'kysely';

/** A summary document's name (A), and its intended use and description (B). */
const documentNameAndUse = sql`setweight(to_tsvector('english', coalesce(proprietary_name, '')), 'A') ||
  setweight(to_tsvector('english', left(coalesce(intended_use, '') || ' ' || coalesce(device_description, ''), 20000)), 'B')`;
const guidanceTitle = sql`setweight(to_tsvector('english', title), 'A')`;

/**
 * The import spent most of its time turning long texts into lexemes no query reads (measured with the
 * shared FDA data: 36 s of the 70 s went to fda_device_documents, 6 s to fda_guidance):
 * - fda_device_documents' vector held the first 8,000 characters of each body, indexed with GIN; retrieval
 *   reads only the name (A) and the intended use and description (B), and no query matches it with @@.
 *   It leaves the body out, and loses the index. The 300 MB of bodies are stored uncompressed: PostgreSQL's
 *   compression of them cost 4 s more.
 * - fda_guidance's vector stemmed 200,000 characters of each body, searched only by title (A) and for the
 *   CFR sections a guidance cites ('862.1345'): it holds the title and the numbers of the body (C).
 */
export const cheaperLongTexts: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE fda_device_documents DROP COLUMN search`.execute(db);
    await sql`ALTER TABLE fda_device_documents ADD COLUMN search tsvector GENERATED ALWAYS AS (${documentNameAndUse}) STORED`.execute(db);
    await sql`ALTER TABLE fda_device_documents ALTER COLUMN body SET STORAGE EXTERNAL`.execute(db);
    await sql`ALTER TABLE fda_guidance DROP COLUMN search`.execute(db);
    await sql`ALTER TABLE fda_guidance ADD COLUMN search tsvector GENERATED ALWAYS AS (
      ${guidanceTitle} || setweight(to_tsvector('simple', regexp_replace(body, '[^0-9.]+', ' ', 'g')), 'C')
    ) STORED`.execute(db);
    await sql`CREATE INDEX fda_guidance_search ON fda_guidance USING gin (search)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`ALTER TABLE fda_guidance DROP COLUMN search`.execute(db);
    await sql`ALTER TABLE fda_guidance ADD COLUMN search tsvector GENERATED ALWAYS AS (
      ${guidanceTitle} || setweight(to_tsvector('english', left(body, 200000)), 'C')
    ) STORED`.execute(db);
    await sql`CREATE INDEX fda_guidance_search ON fda_guidance USING gin (search)`.execute(db);
    await sql`ALTER TABLE fda_device_documents ALTER COLUMN body SET STORAGE EXTENDED`.execute(db);
    await sql`ALTER TABLE fda_device_documents DROP COLUMN search`.execute(db);
    await sql`ALTER TABLE fda_device_documents ADD COLUMN search tsvector
      GENERATED ALWAYS AS (${documentNameAndUse} || setweight(to_tsvector('english', left(body, 8000)), 'D')) STORED`.execute(db);
    await sql`CREATE INDEX fda_device_documents_search ON fda_device_documents USING gin (search)`.execute(db);
  },
};
