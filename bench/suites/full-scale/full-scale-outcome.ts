import type { SuiteOutcome, TableRow } from '../../suite';
import type { InstallMeasurement } from './measure-install';

/** Issue 26's targets for a download install at FDA's full size, on this 2-core machine. MB: 1e6 bytes. */
export const FULL_SCALE_TARGETS = {
  importSeconds: 600,
  importerPeakRssMegabytes: 1500,
  serverRssMegabytes: 500,
  classificationMsP95: 100,
  dataEndpointMsP95: 20,
  typeAheadMsP95: 50,
} as const;

export interface FullScaleMeasurements {
  measuredAt: Date;
  scale: number;
  /** The install from FDA_DATA_DIR: the data every other figure was measured on. */
  today: InstallMeasurement;
  /** The download install against the stand-in FDA at `scale`. */
  full: InstallMeasurement;
}

const ratio = (full: number, today: number) => (today === 0 ? null : Math.round((full / today) * 100) / 100);

function row(metric: string, full: number, today: number, unit: string, below?: number): TableRow {
  const growth = ratio(full, today);
  return {
    metric,
    value: `${full} ${unit} (today's data ${today} ${unit}${growth === null ? '' : `, x${growth}`})`,
    target: below === undefined ? '' : `< ${below} ${unit}`,
    pass: below === undefined ? null : full < below,
  };
}

/** The results file and the table: each full-scale figure against its target and beside today's. */
export function fullScaleOutcome({ measuredAt, scale, today, full }: FullScaleMeasurements): SuiteOutcome {
  const t = FULL_SCALE_TARGETS;
  const round = (seconds: number) => Math.round(seconds);
  const rows: TableRow[] = [
    row('Download + import on an empty DATA_DIR (importer CLI)', round(full.importSeconds), round(today.importSeconds), 's', t.importSeconds),
    row("Importer's peak RSS", full.importerPeakRssMegabytes, today.importerPeakRssMegabytes, 'MB', t.importerPeakRssMegabytes),
    row('Server RSS after warm-up', full.serverRssMegabytes, today.serverRssMegabytes, 'MB', t.serverRssMegabytes),
    row('classification/invoke: p50', full.classificationMs.p50, today.classificationMs.p50, 'ms'),
    row('classification/invoke: p95', full.classificationMs.p95, today.classificationMs.p95, 'ms', t.classificationMsP95),
    ...full.endpoints.map(({ name, p95, errors, requests }) => {
      const before = today.endpoints.find((endpoint) => endpoint.name === name);
      const measured = row(`${name}: p95 (50 users)`, p95, before?.p95 ?? 0, 'ms', t.dataEndpointMsP95);
      return { ...measured, value: `${measured.value}; ${errors} errors of ${requests}`, pass: measured.pass && errors === 0 };
    }),
    row('Predicate Devices type-ahead: p95', full.typeAheadMs.p95, today.typeAheadMs.p95, 'ms', t.typeAheadMsP95),
  ];
  const strip = ({ classificationMs, typeAheadMs, ...rest }: InstallMeasurement) => ({
    ...rest,
    classificationMs: { p50: classificationMs.p50, p95: classificationMs.p95, samples: classificationMs.samples.length },
    typeAheadMs: { p50: typeAheadMs.p50, p95: typeAheadMs.p95, samples: typeAheadMs.samples.length },
  });
  return {
    results: {
      measuredAt: measuredAt.toISOString(),
      scale,
      targets: t,
      today: strip(today),
      full: strip(full),
      pass: rows.every((r) => r.pass !== false),
    },
    rows,
  };
}
