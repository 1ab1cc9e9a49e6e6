import { OPENFDA_ENDPOINTS } from './fda-sources.ts';

type Endpoint = (typeof OPENFDA_ENDPOINTS)[number];

interface RawIndex {
  results?: { device?: Record<string, { export_date?: unknown; partitions?: { file?: unknown }[] } | undefined> };
}

/** One endpoint as the index lists it: its partition zips, or why they cannot be taken. */
export type IndexedEndpoint =
  | { endpoint: Endpoint; exportDate: string | undefined; files: string[] }
  | { endpoint: Endpoint; problem: string };

/** openFDA names partitions `...-0002-of-0003.json.zip`: the part and the count. */
const PARTITION_NAME = /-(\d{4})-of-(\d{4})\.json\.zip$/;

/** The partitions a set named part-of-count misses, as FDA would name them. */
function missingPartitions(files: string[]): string[] {
  const parts = files.map((file) => PARTITION_NAME.exec(new URL(file).pathname)).filter((match) => match !== null);
  if (parts.length === 0) return [];
  const count = Math.max(...parts.map((match) => Number(match[2])));
  const have = new Set(parts.map((match) => Number(match[1])));
  const example = new URL(files[0]!).pathname.split('/').at(-1)!;
  const missing: string[] = [];
  for (let part = 1; part <= count; part++) {
    if (!have.has(part)) missing.push(example.replace(PARTITION_NAME, `-${String(part).padStart(4, '0')}-of-${String(count).padStart(4, '0')}.json.zip`));
  }
  return missing;
}

/**
 * The device endpoints Clearway downloads, read from openFDA's download index (its JSON text). An endpoint
 * the index does not list, or lists with a partition missing (`-0002-of-0003` absent), comes with a problem.
 */
export function readOpenFdaIndex(text: string): IndexedEndpoint[] {
  const device = (JSON.parse(text) as RawIndex).results?.device ?? {};
  return OPENFDA_ENDPOINTS.map((endpoint) => {
    const listed = device[endpoint];
    const files = (listed?.partitions ?? []).map((partition) => partition.file).filter((file): file is string => typeof file === 'string' && URL.canParse(file));
    if (files.length === 0) return { endpoint, problem: `the index lists no partitions of device/${endpoint}` };
    const missing = missingPartitions(files);
    if (missing.length > 0) return { endpoint, problem: `the index lacks partitions of device/${endpoint}: ${missing.join(', ')}` };
    const exportDate = typeof listed?.export_date === 'string' ? listed.export_date : undefined;
    return { endpoint, exportDate, files };
  });
}
