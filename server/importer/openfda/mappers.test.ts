import { describe, expect, it } from 'vitest';
import { rawCsvRecords, rawLines, rawText } from '../../testing/raw-fda-files.ts';
import { productCodeRowFromOpenFda } from './map-device-classification.ts';
import { deviceReadingFrom510k } from './map-device-510k.ts';
import { mdrReportFromOpenFda } from './map-device-event.ts';
import { recallRowFromOpenFda } from './map-device-recall.ts';
import type { OpenFdaRecord } from './results-scanner.ts';

interface SchemaNode {
  type?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
}

/** Every field path of an openFDA schema: 'device[].brand_name', 'openfda.device_class', ... */
function schemaPaths(file: string): Set<string> {
  const paths = new Set<string>();
  const walk = (node: SchemaNode, at: string) => {
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      const path = at ? `${at}.${name}` : name;
      paths.add(path);
      walk(child, path);
      if (child.items) walk(child.items, `${path}[]`);
    }
  };
  walk(JSON.parse(rawText(`openfda_schemas/${file}`)) as SchemaNode, '');
  return paths;
}

/** The record, recording the path of every field the mapper reads from it. */
function recording<T>(value: T, reads: Set<string>, at = ''): T {
  if (typeof value !== 'object' || value === null) return value;
  return new Proxy(value, {
    get(target, key, receiver) {
      const result: unknown = Reflect.get(target, key, receiver);
      if (typeof key !== 'string') return result;
      if (Array.isArray(target)) return /^\d+$/.test(key) ? recording(result, reads, `${at}[]`) : result;
      const path = at ? `${at}.${key}` : key;
      reads.add(path);
      return recording(result, reads, path);
    },
  });
}

/** A record with a value in every top-level field of the schema, for mappers whose real records are not held. */
function recordWithEveryField(file: string, valid: OpenFdaRecord): OpenFdaRecord {
  const record: OpenFdaRecord = {};
  for (const path of schemaPaths(file)) if (!path.includes('.') && !path.includes('[]')) record[path] = `${path} value`;
  return { ...record, ...valid };
}

describe('openFDA mappers read only fields of openFDA schemas', () => {
  it.each([
    ['deviceevent_schema.json', (r: OpenFdaRecord) => mdrReportFromOpenFda(r), JSON.parse(rawText('maude/openfda_fixtures/wide_sample.json'))],
    ['deviceclearance_schema.json', (r: OpenFdaRecord) => deviceReadingFrom510k(r), recordWithEveryField('deviceclearance_schema.json', { k_number: 'K123456' })],
    ['devicerecall_schema.json', (r: OpenFdaRecord) => recallRowFromOpenFda(r, 'x'), recordWithEveryField('devicerecall_schema.json', {})],
    ['deviceclass_schema.json', (r: OpenFdaRecord) => productCodeRowFromOpenFda(r, 'x'), recordWithEveryField('deviceclass_schema.json', { product_code: 'DQY', device_class: '2' })],
  ])('%s', (schema, map, record) => {
    const reads = new Set<string>();
    map(recording(record as OpenFdaRecord, reads));
    expect(reads.size).toBeGreaterThan(5);
    const known = schemaPaths(schema);
    expect([...reads].filter((path) => !known.has(path))).toEqual([]);
  });
});

describe('mdrReportFromOpenFda on a real openFDA event record (wide_sample.json)', () => {
  const raw = JSON.parse(rawText('maude/openfda_fixtures/wide_sample.json')) as {
    mdr_report_key: string;
    report_number: string;
    date_received: string;
    event_type: string;
    device: { device_report_product_code: string; brand_name: string; generic_name: string; manufacturer_d_name: string }[];
    mdr_text: { text: string }[];
    patient: OpenFdaRecord[];
  };

  it('maps the report fields, the first device and the narratives', () => {
    const report = mdrReportFromOpenFda(raw as unknown as OpenFdaRecord);
    const device = raw.device[0]!;
    expect(report).toEqual({
      mdrReportKey: raw.mdr_report_key,
      reportNumber: raw.report_number,
      dateReceived: `${raw.date_received.slice(0, 4)}-${raw.date_received.slice(4, 6)}-${raw.date_received.slice(6)}`,
      dateOfEvent: null, // empty in the record
      eventType: raw.event_type,
      adverseEventFlag: true, // "adverse_event_flag": "Y"
      productCode: device.device_report_product_code,
      brandName: device.brand_name,
      genericName: device.generic_name,
      manufacturer: device.manufacturer_d_name,
      narrative: raw.mdr_text.map((t) => t.text).join('\n\n'),
      problems: [], // this 2004 record predates openFDA's problem lists
    });
  });

  it('takes product_problems as device problems and each patient_problems as patient problems', () => {
    // Terms of the IMDRF/FDA annexes (A: device problems, E: health effects), as newer openFDA records carry them.
    const annexes = rawCsvRecords('problem_codes/imdrf_2025_combined.csv');
    const deviceTerm = annexes.find((r) => r.Annex === 'A')!.Term!;
    const patientTerm = annexes.find((r) => r.Annex === 'E')!.Term!;
    const withProblems = {
      ...raw,
      product_problems: [deviceTerm, ' '],
      patient: raw.patient.map((patient) => ({ ...patient, patient_problems: [patientTerm] })),
    };
    const report = mdrReportFromOpenFda(withProblems as unknown as OpenFdaRecord);
    expect(typeof report !== 'string' && report.problems).toEqual([
      { kind: 'device', problem: deviceTerm },
      { kind: 'patient', problem: patientTerm },
    ]);
  });

  it('says why a record without report key or number cannot be used', () => {
    expect(mdrReportFromOpenFda({ ...raw, mdr_report_key: '', report_number: undefined } as unknown as OpenFdaRecord)).toMatch(/neither/);
  });
});

describe('the other mappers on real FDA rows written with openFDA field names', () => {
  it('device-classification: DQY from foiclass', () => {
    const [header, ...lines] = rawLines('classification/foiclass_2026-01-31.txt', 'latin1');
    const columns = header!.split('|');
    const dqy = Object.fromEntries(columns.map((c, i) => [c, lines.find((l) => l.split('|')[2] === 'DQY')!.split('|')[i]!]));
    const row = productCodeRowFromOpenFda(
      {
        product_code: dqy.PRODUCTCODE,
        device_name: dqy.DEVICENAME,
        device_class: dqy.DEVICECLASS,
        review_panel: dqy.REVIEW_PANEL,
        medical_specialty: dqy.MEDICALSPECIALTY,
        regulation_number: dqy.REGULATIONNUMBER,
        submission_type_id: dqy.SUBMISSION_TYPE_ID,
        third_party_flag: dqy.THIRDPARTYFLAG,
        implant_flag: dqy.Implant_Flag,
        definition: '',
      },
      'device-classification-0001-of-0001.json.zip',
    );
    expect(row).toMatchObject({
      product_code: 'DQY',
      device_name: dqy.DEVICENAME,
      device_class: dqy.DEVICECLASS,
      regulation_number: dqy.REGULATIONNUMBER,
      submission_type_id: dqy.SUBMISSION_TYPE_ID,
      third_party_flag: dqy.THIRDPARTYFLAG === 'Y',
      implant_flag: dqy.Implant_Flag === 'Y',
      definition: null,
    });
  });

  it('device-510k: a 1980s clearance from pmn8185.txt', () => {
    const [header, ...lines] = rawLines('510k/pmn8185.txt', 'latin1');
    const columns = header!.split('|');
    const pmn = Object.fromEntries(columns.map((c, i) => [c, lines[100]!.split('|')[i]!]));
    const [mm, dd, yyyy] = pmn.DECISIONDATE!.split('/');
    const reading = deviceReadingFrom510k({
      k_number: pmn.KNUMBER,
      applicant: pmn.APPLICANT,
      device_name: pmn.DEVICENAME,
      decision_date: `${yyyy}-${mm}-${dd}`,
      product_code: pmn.PRODUCTCODE,
      decision_code: pmn.DECISION,
      statement_or_summary: pmn.STATEORSUMM,
    });
    expect(reading).toMatchObject({
      kNumber: pmn.KNUMBER,
      fields: { applicant: pmn.APPLICANT!.trim(), device_name: pmn.DEVICENAME!.trim(), decision_date: `${yyyy}-${mm}-${dd}`, decision_code: pmn.DECISION },
    });
    expect(deviceReadingFrom510k({ k_number: 'not a number' })).toMatch(/not a 510\(k\)/);
  });

  it('device-recall: a recall of the cfRES export', () => {
    const recall = rawCsvRecords('recalls/fda_device_recalls_2007-2021.csv.gz')[0]!;
    const row = recallRowFromOpenFda(
      {
        product_res_number: recall['Recall Number'],
        res_event_number: recall['Recall Event ID'],
        product_code: recall['Product Code'],
        recalling_firm: recall['Recalling Manufacturer'],
        event_date_posted: '2006-05-25', // "Date Posted" May 25, 2006 in the export's first row
        reason_for_recall: recall['Reason for Recall'],
      },
      'device-recall-0001-of-0001.json.zip',
    );
    expect(row).toMatchObject({
      recall_number: recall['Recall Number'],
      recall_event_id: recall['Recall Event ID'],
      product_code: recall['Product Code'],
      recalling_firm: recall['Recalling Manufacturer'],
      date_posted: '2006-05-25',
      year_posted: 2006,
      recall_class: null,
      source: 'device-recall-0001-of-0001.json.zip',
    });
    expect(recall['Date Posted']).toBe('May 25, 2006');
  });
});
