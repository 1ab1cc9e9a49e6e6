import { createReadStream } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRecords } from '../../../importer/csv-records.ts';
import { fdaDataDir } from '../../../testing/fda-data-dir.ts';
import { createTrigramIndex, trigramsOf, type TrigramIndex } from './trigram-index.ts';

// Device names of 510(k)s (openFDA 510(k) file) and a few spellings a user types.
const QUERIES = ['Fingertip Pulse Oximeter', 'Aerobika OPEP Device with Manometer', 'CATHETER, BALLOON', 'Coronary Drug-Eluting Stent', 'ultrasonic scaler', 'Blood glucose meter', 'X'];

describe('the trigram index', () => {
  let pglite: PGlite;
  let index: TrigramIndex;

  beforeAll(async () => {
    const names: { key: string; text: string }[] = [];
    const file = createReadStream(path.join(fdaDataDir(), 'classification', 'product_codes_2026-08-18.csv'), 'utf-8');
    let header: string[] | undefined;
    for await (const { fields } of csvRecords(file)) {
      if (!header) header = fields;
      else names.push({ key: fields[header.indexOf('product_code')]!, text: fields[header.indexOf('device_type_name')]! });
    }
    index = createTrigramIndex(names);
    pglite = new PGlite('memory://', { extensions: { pg_trgm } });
    await pglite.exec('create extension pg_trgm; create table codes (product_code text primary key, device_name text not null)');
    await pglite.query('insert into codes select * from json_to_recordset($1::json) as t(key text, text text)', [JSON.stringify(names)]);
  });
  afterAll(() => pglite?.close());

  it('makes the trigrams pg_trgm makes', async () => {
    for (const text of ['Pulse Oximeter', 'Stent, Coronary (Drug-Eluting)', 'X', 'IV set']) {
      const { rows } = await pglite.query<{ trigrams: string[] }>('select show_trgm($1) as trigrams', [text]);
      expect([...trigramsOf(text)].sort()).toEqual([...rows[0]!.trigrams].sort());
    }
  });

  it("finds the product codes pg_trgm's % finds for real names, in the same order and with the same similarity", async () => {
    for (const query of QUERIES) {
      const { rows } = await pglite.query<{ product_code: string; similarity: number }>(
        `select product_code, similarity(device_name, $1) as similarity from codes where device_name % $1
         order by similarity desc, product_code limit 15`,
        [query],
      );
      const hits = index.similar(query, 15);
      expect(hits.map((hit) => hit.key), query).toEqual(rows.map((row) => row.product_code));
      hits.forEach((hit, i) => expect(hit.similarity).toBeCloseTo(rows[i]!.similarity, 5));
    }
  });
});
