import { waitFor } from '@testing-library/react';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinRecallClasses } from '../../../../server/importer/datasets/postmarket/recall-classes.ts';
import { IMPORT_TIMEOUT_MS } from '../../../../server/testing/imported-database.ts';
import { startDataServer, type DataTestServer } from '../../../../tests/data-server';
import { renderWithServices } from '../../../../tests/render-with-services';
import { ancestryRecalls$, useAncestryRecalls } from './ancestry-recalls';

/** The Finalize review's ancestry check against the real server over the imported FDA data. */
let server: DataTestServer;
beforeAll(async () => {
  server = await startDataServer();
}, IMPORT_TIMEOUT_MS);
afterAll(() => server?.close());

function Probe({ kNumbers }: { kNumbers: string[] }) {
  useAncestryRecalls(kNumbers);
  return null;
}

describe('useAncestryRecalls', () => {
  it("finds a chosen predicate's ancestor with a Class I recall: the ancestor, its generation, the recall number and date", async () => {
    // A real device citing a real predicate the data ties a real recall to (same code and firm, posted after its clearance).
    const { rows } = await sql<{ device: string; predicate: string; name: string | null; recall_number: string; date_posted: string }>`
      select l.device, l.predicate, p.device_name as name, r.recall_number, to_char(min(r.date_posted), 'YYYY-MM-DD') as date_posted
      from fda_predicate_links l join fda_devices p on p.k_number = l.predicate
      join fda_recalls r on r.product_code = p.product_code and lower(r.recalling_firm) = lower(p.applicant) and r.date_posted >= p.decision_date
      group by l.device, l.predicate, p.device_name, r.recall_number
      order by l.device desc, l.predicate, r.recall_number limit 1`.execute(server.db);
    const { device, predicate, name, recall_number, date_posted } = rows[0]!;
    // The shared folder holds no enforcement report, so no recall has a class: TEST INPUT gives this one Class I,
    // joined onto fda_recalls as the recall-classes import does.
    await sql`insert into fda_recall_classes (recall_number, recall_class, source) values (${recall_number}, 'Class I', 'test input')`.execute(server.db);
    await joinRecallClasses(server.db);

    renderWithServices(<Probe kNumbers={[device]} />, server.services);
    await waitFor(() => expect(ancestryRecalls$[device]!.get()).toBeDefined(), { timeout: 10_000 });
    expect(ancestryRecalls$[device]!.get()).toContainEqual({ ancestor: predicate, ancestorName: name, generation: 1, recallNumber: recall_number, datePosted: date_posted });
    expect(server.requests.some((url) => url.includes(`/device/${device}/lineage`))).toBe(true);
  });
});
