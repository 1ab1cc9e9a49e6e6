import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DATA_MESSAGES, DeviceLineage, DeviceRelationships, LINEAGE_MAX_NODES, type LinkSource, type RelatedDevice } from '../../../../src/api/contracts/data.ts';
import { joinRecallClasses } from '../../../importer/datasets/postmarket/recall-classes.ts';
import { importedAppPerFile } from '../../../testing/imported-app-per-file.ts';
import { recallTies, type RecallRecord } from './recall-ties.ts';
import { dataApiCaller, errorOf } from '../testing/data-api.ts';
import { isoDay } from '../testing/raw-fda-records.ts';
import { pmnRecords, pmnRecordsOf, predicateLinks, summaryStatedLinks } from '../testing/raw-fda-facts.ts';

/** Relationships and lineage need the links, the devices and the recalls: the full import, shared with the AI tests. */
const testApp = importedAppPerFile();

const api = dataApiCaller(testApp);

/**
 * The distinct links of the three link files and of the documents' own predicate lists, by citing device and by
 * cited predicate, and the link files holding each link.
 */
function linkIndex() {
  const predicatesOf = new Map<string, Set<string>>();
  const postdicatesOf = new Map<string, Set<string>>();
  const filesOf = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, key: string, value: string) => map.set(key, (map.get(key) ?? new Set()).add(value));
  for (const { device, predicate, file } of predicateLinks()) {
    add(predicatesOf, device, predicate);
    add(postdicatesOf, predicate, device);
    add(filesOf, `${device}>${predicate}`, file);
  }
  const summaryOnly: Array<{ device: string; predicate: string }> = [];
  for (const { device, predicate } of summaryStatedLinks()) {
    if (!predicatesOf.get(device)?.has(predicate)) summaryOnly.push({ device, predicate });
    add(predicatesOf, device, predicate);
    add(postdicatesOf, predicate, device);
  }
  return { predicatesOf, postdicatesOf, filesOf, summaryOnly };
}
const links = linkIndex();
const sorted = (set: Set<string> | undefined) => [...(set ?? [])].sort();
/** The predicate-list files a link's sources name, sorted. */
const listFiles = (sources: readonly LinkSource[]) => sources.flatMap((source) => (source.kind === 'predicate_list' ? [source.dataset] : [])).sort();

async function relationships(kNumber: string): Promise<DeviceRelationships> {
  const response = await api.get(`/device/${kNumber}/relationships`);
  expect(response.statusCode, response.body).toBe(200);
  return DeviceRelationships.assert(response.json());
}

async function lineage(kNumber: string, query = ''): Promise<DeviceLineage> {
  const response = await api.get(`/device/${kNumber}/lineage${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return DeviceLineage.assert(response.json());
}

/** The link counts a related device must carry, from the link files. */
const counted = (device: RelatedDevice) => ({
  predicate_count: links.predicatesOf.get(device.k_number)?.size ?? 0,
  postdicate_count: links.postdicatesOf.get(device.k_number)?.size ?? 0,
});

describe('GET /device/{kNumber}/relationships', () => {
  it('gives the predicates and postdicates of the link files, resolved where held, each with its own link counts', async () => {
    const citing = pmnRecordsOf('510k/pmnlstmn_2020-09.txt').find((r) => links.predicatesOf.has(r.KNUMBER!))!;
    const kNumber = citing.KNUMBER!;
    const record = await relationships(kNumber.toLowerCase());
    expect(record).toMatchObject({
      k_number: kNumber,
      device_name: citing.DEVICENAME,
      applicant: citing.APPLICANT,
      decision_date: isoDay(citing.DECISIONDATE),
      product_code: citing.PRODUCTCODE,
      ...counted(record),
    });
    expect(record.predicate_devices.map((d) => d.k_number).sort()).toEqual(sorted(links.predicatesOf.get(kNumber)));
    expect(record.postdicate_devices.map((d) => d.k_number).sort()).toEqual(sorted(links.postdicatesOf.get(kNumber)));
    for (const linked of [...record.predicate_devices, ...record.postdicate_devices]) expect(linked).toMatchObject(counted(linked));
    for (const linked of record.predicate_devices) expect(listFiles(linked.link_sources)).toEqual(sorted(links.filesOf.get(`${kNumber}>${linked.k_number}`)));
    for (const linked of record.postdicate_devices) expect(listFiles(linked.link_sources)).toEqual(sorted(links.filesOf.get(`${linked.k_number}>${kNumber}`)));
  });

  it("says a link is also stated by the citing device's summary when an imported summary names the predicate, on both ends", async () => {
    const { rows } = await sql<{ device: string; predicate: string; source: string }>`
      select d.k_number as device, p.predicate, d.source from fda_device_documents d cross join unnest(d.predicate_k_numbers) as p(predicate)
      where exists (select 1 from fda_predicate_links l where l.device = d.k_number and l.predicate = p.predicate)
      order by d.k_number, p.predicate limit 1`.execute(testApp().db);
    const { device, predicate, source } = rows[0]!;
    const summary: LinkSource = { kind: 'summary', dataset: source };
    const cited = (await relationships(device)).predicate_devices.find((d) => d.k_number === predicate)!;
    expect(cited.link_sources).toContainEqual(summary);
    expect(listFiles(cited.link_sources)).toEqual(sorted(links.filesOf.get(`${device}>${predicate}`)));
    const citing = (await relationships(predicate)).postdicate_devices.find((d) => d.k_number === device)!;
    expect(citing.link_sources).toEqual(cited.link_sources);
  });

  it('draws a link that only a summary states, saying so on both ends', async () => {
    expect(links.summaryOnly.length).toBeGreaterThan(0);
    const { device, predicate } = links.summaryOnly[0]!;
    const cited = (await relationships(device)).predicate_devices.find((d) => d.k_number === predicate)!;
    expect(cited.link_sources.length).toBeGreaterThan(0);
    expect(cited.link_sources.every((source) => source.kind === 'summary' && source.dataset.startsWith('ivd_decision_summaries/'))).toBe(true);
    const citing = (await relationships(predicate)).postdicate_devices.find((d) => d.k_number === device)!;
    expect(citing.link_sources).toEqual(cited.link_sources);
    const edge = (await lineage(device, '?depth=1')).nodes[0]!.predicates.find((p) => p.k_number === predicate)!;
    expect(edge.sources).toEqual(cited.link_sources);
  });

  it('resolves a linked device the data holds, with its product code', async () => {
    const pmn = new Map(pmnRecords().map((r) => [r.KNUMBER, r]));
    const link = predicateLinks().find((l) => pmn.has(l.predicate))!;
    const predicate = pmn.get(link.predicate)!;
    const record = await relationships(link.device);
    expect(record.predicate_devices).toContainEqual(
      expect.objectContaining({
        k_number: link.predicate,
        device_name: predicate.DEVICENAME,
        applicant: predicate.APPLICANT,
        decision_date: isoDay(predicate.DECISIONDATE),
        product_code: predicate.PRODUCTCODE || null,
      }),
    );
  });

  it('counts the recalls tied to each linked device (same code and firm, posted on or after its clearance)', async () => {
    // A device of the data that some device cites, of a firm that recalled devices of its code after clearing it.
    const { rows } = await sql<{ k_number: string; product_code: string }>`
      select d.k_number, d.product_code from fda_devices d
      where exists (select 1 from fda_predicate_links l where l.predicate = d.k_number)
        and exists (select 1 from fda_recalls r where r.product_code = d.product_code
                    and lower(r.recalling_firm) = lower(d.applicant) and r.date_posted >= d.decision_date)
      order by d.k_number limit 1`.execute(testApp().db);
    const recalled = rows[0]!;
    const { rows: recalls } = await sql<RecallRecord>`
      select recall_number, recalling_firm, recall_class, to_char(date_posted, 'YYYY-MM-DD') as date_posted, reason
      from fda_recalls where product_code = ${recalled.product_code}`.execute(testApp().db);
    const citing = [...links.postdicatesOf.get(recalled.k_number)!][0]!;
    const node = (await relationships(citing)).predicate_devices.find((d) => d.k_number === recalled.k_number)!;
    const device = (await relationships(recalled.k_number));
    const expected = recallTies(recalls)(device.applicant, device.decision_date).length;
    expect(expected).toBeGreaterThan(0);
    expect(node.recall_count).toBe(expected);
    expect(device.recall_count).toBe(expected);
  });

  it('answers every postdicate of the most cited device, resolved and counted', async () => {
    const [kNumber, postdicates] = [...links.postdicatesOf].reduce((a, b) => (b[1].size > a[1].size ? b : a));
    expect(postdicates.size).toBeGreaterThan(90);
    const started = performance.now();
    const record = await relationships(kNumber);
    console.info(`relationships of ${kNumber} (${postdicates.size} postdicates): ${Math.round(performance.now() - started)} ms cold`);
    expect(record.postdicate_devices.map((d) => d.k_number).sort()).toEqual(sorted(postdicates));
    for (const linked of record.postdicate_devices) expect(linked).toMatchObject(counted(linked));
  });

  it('answers 404 for a K-number known nowhere, 400 for a blank one, 401 without a token', async () => {
    // (K000000 will not do: devtree_predicates_2026-01.csv has K080950 citing it.)
    const unknown = 'K999998';
    expect(links.predicatesOf.has(unknown) || links.postdicatesOf.has(unknown)).toBe(false);
    expect(errorOf(await api.get(`/device/${unknown}/relationships`))).toEqual({ status: 404, message: DATA_MESSAGES.noDevice(unknown) });
    expect(errorOf(await api.get('/device/%20/relationships'))).toEqual({ status: 400, message: DATA_MESSAGES.kNumberRequired });
    expect((await testApp().app.inject({ url: '/api/data/v1/device/K020321/relationships' })).statusCode).toBe(401);
  });
});

describe('GET /device/{kNumber}/lineage', () => {
  /** The citing device whose predicates reach furthest back: one of 2025 with many ancestors. */
  const deep = () =>
    [...links.predicatesOf.keys()]
      .filter((k) => /^K25/.test(k))
      .map((k) => ({ k, ancestors: [...(links.predicatesOf.get(k) ?? [])].reduce((n, p) => n + (links.predicatesOf.get(p)?.size ?? 0), 0) }))
      .reduce((a, b) => (b.ancestors > a.ancestors ? b : a)).k;

  it('walks the predicates back breadth first: every node is cited by a node one generation nearer', async () => {
    const kNumber = deep();
    const started = performance.now();
    const answer = await lineage(kNumber);
    console.info(`lineage of ${kNumber}: ${answer.nodes.length} devices in ${Math.round(performance.now() - started)} ms cold`);
    expect(answer).toMatchObject({ k_number: kNumber, depth: 8 });
    expect(answer.nodes[0]).toMatchObject({ k_number: kNumber, generation: 0 });
    expect(answer.nodes.length).toBeLessThanOrEqual(LINEAGE_MAX_NODES);
    const byK = new Map(answer.nodes.map((node) => [node.k_number, node]));
    expect(byK.size).toBe(answer.nodes.length);
    for (const node of answer.nodes) {
      expect(node.predicates.map((edge) => edge.k_number).sort()).toEqual(sorted(links.predicatesOf.get(node.k_number)));
      for (const edge of node.predicates) expect(listFiles(edge.sources)).toEqual(sorted(links.filesOf.get(`${node.k_number}>${edge.k_number}`)));
      expect(node).toMatchObject(counted(node));
      if (node.generation === 0) continue;
      const citedBy = answer.nodes.filter((other) => other.generation === node.generation - 1 && other.predicates.some((edge) => edge.k_number === node.k_number));
      expect(citedBy.length, node.k_number).toBeGreaterThan(0);
    }
    expect(Math.max(...answer.nodes.map((node) => node.generation))).toBeGreaterThan(2);
  });

  it('reaches devices FDA cleared before 1991 (the pmn files) through the links', async () => {
    const answer = await lineage(deep(), '?depth=20');
    const old = answer.nodes.filter((node) => node.decision_date !== null && node.decision_date < '1991-01-01');
    expect(old.length).toBeGreaterThan(0);
  });

  it('stops at the depth asked and says when ancestors were left', async () => {
    const kNumber = deep();
    const answer = await lineage(kNumber, '?depth=1');
    expect(answer.nodes.map((node) => node.k_number).sort()).toEqual([kNumber, ...sorted(links.predicatesOf.get(kNumber))].sort());
    const leftOut = answer.nodes.some((node) => node.predicates.some((p) => !answer.nodes.some((other) => other.k_number === p.k_number)));
    expect(answer.truncated).toBe(leftOut);
    expect(leftOut).toBe(true);
  });

  it("lists an ancestor's Class I recalls with their number and posting date, and no recall of another class", async () => {
    // A real device citing a real predicate the data ties a real recall to (same code and firm, posted after its clearance).
    const { rows } = await sql<{ device: string; predicate: string; recall_number: string; date_posted: string }>`
      select l.device, l.predicate, r.recall_number, to_char(min(r.date_posted), 'YYYY-MM-DD') as date_posted
      from fda_predicate_links l join fda_devices p on p.k_number = l.predicate
      join fda_recalls r on r.product_code = p.product_code and lower(r.recalling_firm) = lower(p.applicant) and r.date_posted >= p.decision_date
      group by l.device, l.predicate, r.recall_number
      order by l.device, l.predicate, r.recall_number limit 1`.execute(testApp().db);
    const { device, predicate, recall_number, date_posted } = rows[0]!;
    const before = (await lineage(device, '?depth=1')).nodes.find((node) => node.k_number === predicate)!;
    expect(before.recall_count).toBeGreaterThan(0);
    // The shared folder holds no enforcement report, so no recall has a class: TEST INPUT gives this one Class I,
    // joined onto fda_recalls as the recall-classes import does.
    await sql`insert into fda_recall_classes (recall_number, recall_class, source) values (${recall_number}, 'Class I', 'test input')`.execute(testApp().db);
    await joinRecallClasses(testApp().db);

    const answer = await lineage(device);
    const ancestor = answer.nodes.find((node) => node.k_number === predicate)!;
    expect(ancestor.generation).toBe(1);
    expect(ancestor.most_serious_recall_class).toBe('Class I');
    expect(ancestor.class_i_recalls).toEqual([{ recall_number, date_posted }]);
    const listed = answer.nodes.flatMap((node) => node.class_i_recalls.map((recall) => recall.recall_number));
    expect(new Set(listed)).toEqual(new Set([recall_number]));
  });

  it('refuses a depth out of range and a K-number known nowhere', async () => {
    expect(errorOf(await api.get('/device/K020321/lineage?depth=0'))).toEqual({ status: 400, message: 'query.depth must be at least 1 (was 0)' });
    expect(errorOf(await api.get('/device/K020321/lineage?depth=21'))).toEqual({ status: 400, message: 'query.depth must be at most 20 (was 21)' });
    expect(errorOf(await api.get('/device/K999998/lineage'))).toEqual({ status: 404, message: DATA_MESSAGES.noDevice('K999998') });
  });
});
