import { describe, expect, it } from 'vitest';
import { rawText } from '../../../testing/raw-fda-files.ts';
import { mdrReportFromOpenFda } from '../../openfda/map-device-event.ts';
import type { OpenFdaRecord } from '../../openfda/results-scanner.ts';
import { MdrReportSet, type MdrReport } from './mdr-reports.ts';

// The real openFDA record: MDR key 538836, report number 2248721-2004-00001.
const full = mdrReportFromOpenFda(JSON.parse(rawText('maude/openfda_fixtures/wide_sample.json')) as OpenFdaRecord) as MdrReport;
const blank: MdrReport = {
  mdrReportKey: null,
  reportNumber: null,
  dateReceived: null,
  dateOfEvent: null,
  eventType: null,
  adverseEventFlag: null,
  productCode: null,
  brandName: null,
  genericName: null,
  manufacturer: null,
  narrative: null,
  problems: [],
};
const byNumberOnly: MdrReport = { ...blank, reportNumber: full.reportNumber, eventType: 'Malfunction', problems: [{ kind: 'device', problem: 'Leak' }] };
const byKeyOnly: MdrReport = { ...blank, mdrReportKey: full.mdrReportKey, productCode: 'DQY', narrative: 'Another text.' };

describe('MdrReportSet', () => {
  it('joins a report known by number to the same report when a file gives its key', () => {
    const set = new MdrReportSet();
    set.add(byNumberOnly, 'a.csv');
    set.add(full, 'b.json');
    const rows = [...set.rows()];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.report).toMatchObject({
      mdr_report_key: full.mdrReportKey,
      report_number: full.reportNumber,
      event_type: 'Malfunction', // the first file to give a field keeps it
      product_code: full.productCode,
      sources: ['a.csv', 'b.json'],
    });
    expect(rows[0]!.problems).toEqual([{ mdr_report_key: full.mdrReportKey, kind: 'device', problem: 'Leak' }]);
  });

  it('merges a report held by key and by number separately once one file gives both', () => {
    const set = new MdrReportSet();
    set.add(byKeyOnly, 'foidev.txt');
    set.add(byNumberOnly, 'events.csv');
    expect(set.size).toBe(2);
    set.add(full, 'event.json');
    const rows = [...set.rows()];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.report).toMatchObject({ mdr_report_key: full.mdrReportKey, product_code: 'DQY', event_type: 'Malfunction' });
    expect(new Set(rows[0]!.report.sources)).toEqual(new Set(['foidev.txt', 'events.csv', 'event.json']));
    expect(rows[0]!.report.narrative).toBe(`Another text.\n\n${full.narrative}`);
  });

  it('leaves out the reports the filter rejects', () => {
    const set = new MdrReportSet();
    set.add(full, 'event.json');
    expect([...set.rows((report) => report.dateReceived! <= '2004-07-31')]).toEqual([]);
  });
});
