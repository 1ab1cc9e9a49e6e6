import { openFdaMeta } from '../../modules/fda/openfda-live/testing/fixture-figures.ts';
import { OPENFDA_BULK_ENDPOINTS, type Manifest } from './generate-files.ts';

/**
 * openFDA's download index (https://api.fda.gov/download.json) of the stand-in's files:
 * results.device.<endpoint> = {export_date, total_records, partitions: [{display_name, file, size_mb, records}]},
 * `file` an absolute URL back to the stand-in. device-event is listed without partitions: the stand-in
 * answers MAUDE's counts, never its tens of gigabytes of reports.
 */
export function openFdaIndex(manifest: Manifest, baseUrl: string) {
  const device: Record<string, unknown> = {};
  for (const endpoint of OPENFDA_BULK_ENDPOINTS) {
    const partitions = manifest.files
      .filter((file) => file.urlPath.startsWith(`/device/${endpoint}/`))
      .sort((a, b) => (a.urlPath < b.urlPath ? -1 : 1))
      .map((file, i, all) => ({
        display_name: `All records (part ${i + 1} of ${all.length})`,
        file: `${baseUrl}${file.urlPath}`,
        size_mb: (file.bytes / 1024 / 1024).toFixed(2),
        records: file.records,
      }));
    device[endpoint] = { export_date: manifest.lastDay, total_records: partitions.reduce((sum, p) => sum + p.records, 0), partitions };
  }
  device.event = { export_date: manifest.lastDay, total_records: 0, partitions: [] };
  return { meta: openFdaMeta(manifest.lastDay), results: { device } };
}
