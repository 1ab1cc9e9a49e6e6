import {
  DATA_MESSAGES,
  LINEAGE_MAX_NODES,
  type ClassIRecall,
  type DeviceLineage,
  type DeviceRelationships,
  type LineageNode,
  type LinkSource,
  type RelatedDevice,
} from '../../../../src/api/contracts/data.ts';
import { NotFoundError } from '../../../http/errors.ts';
import type { DataCache } from '../common/data-cache.ts';
import type { DevicesRepository, LinkedDeviceRecord, SourcedLink } from './devices.repository.ts';
import { groupBy } from './group-by.ts';
import { mostSeriousRecallClass, recallTies } from './recall-ties.ts';

export type RelationshipsService = ReturnType<typeof createRelationshipsService>;

const countsByKNumber = (counts: ReadonlyArray<{ k_number: string; count: number }>) => new Map(counts.map(({ k_number, count }) => [k_number, count]));

/** Where a link is stated, the predicate lists first. */
const sourcesOf = (link: SourcedLink): LinkSource[] => [
  ...link.lists.map((dataset): LinkSource => ({ kind: 'predicate_list', dataset })),
  ...link.summaries.map((dataset): LinkSource => ({ kind: 'summary', dataset })),
];

/** The Class I recalls, oldest first, each number once (the export repeats a number across its yearly files). */
function classIRecalls(recalls: ReadonlyArray<{ recall_number: string; recall_class: string | null; date_posted: string | null }>): ClassIRecall[] {
  const sorted = recalls
    .filter((recall) => recall.recall_class === 'Class I' && recall.date_posted !== null)
    .map((recall) => ({ recall_number: recall.recall_number, date_posted: recall.date_posted! }))
    .sort((a, b) => a.date_posted.localeCompare(b.date_posted) || a.recall_number.localeCompare(b.recall_number));
  return sorted.filter((recall, i) => sorted.findIndex((other) => other.recall_number === recall.recall_number) === i);
}

/** The predicate graph around a device: its direct relationships and its lineage back through its predicates. */
export function createRelationshipsService({ devices, cache }: { devices: DevicesRepository; cache: DataCache }) {
  /**
   * The K-numbers as graph nodes, in order, in a handful of set-based queries whatever their number: what the
   * data holds of each (nulls for a device known only from predicate links), its link counts and the recalls
   * tied to it (same code and firm, posted on or after its clearance).
   */
  async function related(kNumbers: readonly string[]): Promise<RelatedDevice[]> {
    const [records, predicateCounts, postdicateCounts] = await Promise.all([
      devices.linkedDevices(kNumbers),
      devices.linkCounts(kNumbers, 'predicates').then(countsByKNumber),
      devices.linkCounts(kNumbers, 'postdicates').then(countsByKNumber),
    ]);
    const recordOf = new Map(records.map((record) => [record.k_number, record]));
    const codes = [...new Set(records.flatMap((record) => (record.product_code ? [record.product_code] : [])))];
    const tiesByCode = new Map(
      [...groupBy(await devices.recallsOfCodes(codes), (recall) => recall.product_code)].map(([code, recalls]) => [code, recallTies(recalls)]),
    );
    const tiedRecalls = (record: LinkedDeviceRecord | undefined) =>
      record?.product_code ? (tiesByCode.get(record.product_code)?.(record.applicant, record.decision_date) ?? []) : [];
    return kNumbers.map((kNumber) => {
      const record = recordOf.get(kNumber);
      const recalls = tiedRecalls(record);
      return {
        k_number: kNumber,
        device_name: record?.device_name ?? null,
        applicant: record?.applicant ?? null,
        decision_date: record?.decision_date ?? null,
        product_code: record?.product_code ?? null,
        recall_count: recalls.length,
        most_serious_recall_class: mostSeriousRecallClass(recalls),
        class_i_recalls: classIRecalls(recalls),
        predicate_count: predicateCounts.get(kNumber) ?? 0,
        postdicate_count: postdicateCounts.get(kNumber) ?? 0,
      };
    });
  }

  const known = (device: RelatedDevice) => device.device_name !== null || device.predicate_count > 0 || device.postdicate_count > 0;

  return {
    /** A K-number known only from predicate links still has relationships; one known nowhere is a 404. */
    async relationships(kNumber: string): Promise<DeviceRelationships> {
      const record = await cache.get(`relationships:${kNumber}`, async () => {
        const [predicates, postdicates] = await Promise.all([
          devices.linksWithSources([kNumber], 'predicates'),
          devices.linksWithSources([kNumber], 'postdicates'),
        ]);
        const links = [...predicates, ...postdicates];
        const [self, ...linked] = await related([kNumber, ...predicates.map((link) => link.predicate), ...postdicates.map((link) => link.device)]);
        if (!known(self!)) return null;
        const withSources = linked.map((device, i) => ({ ...device, link_sources: sourcesOf(links[i]!) }));
        return { ...self!, predicate_devices: withSources.slice(0, predicates.length), postdicate_devices: withSources.slice(predicates.length) };
      });
      if (!record) throw new NotFoundError(DATA_MESSAGES.noDevice(kNumber));
      return record;
    },

    /**
     * The device and its ancestors, breadth first, `depth` generations back, at most LINEAGE_MAX_NODES devices;
     * a device met again (the links hold cycles) is not walked twice. One query per generation.
     */
    async lineage(kNumber: string, depth: number): Promise<DeviceLineage> {
      const lineage = await cache.get(`lineage:${kNumber}:${depth}`, async () => {
        const generationOf = new Map<string, number>([[kNumber, 0]]);
        const citesOf = new Map<string, LineageNode['predicates']>();
        let generation = [kNumber];
        let truncated = false;
        for (let g = 0; generation.length > 0; g += 1) {
          const links = await devices.linksWithSources(generation, 'predicates');
          for (const [device, cited] of groupBy(links, (link) => link.device)) {
            citesOf.set(device, cited.map((link) => ({ k_number: link.predicate, sources: sourcesOf(link) })));
          }
          const unseen = [...new Set(links.map((link) => link.predicate))].filter((k) => !generationOf.has(k));
          if (g === depth) {
            truncated = unseen.length > 0;
            break;
          }
          const room = LINEAGE_MAX_NODES - generationOf.size;
          if (unseen.length > room) truncated = true;
          generation = unseen.slice(0, Math.max(room, 0));
          for (const k of generation) generationOf.set(k, g + 1);
        }
        const nodes = await related([...generationOf.keys()]);
        if (!known(nodes[0]!)) return null;
        return {
          k_number: kNumber,
          depth,
          truncated,
          nodes: nodes.map((node): LineageNode => ({ ...node, generation: generationOf.get(node.k_number)!, predicates: citesOf.get(node.k_number) ?? [] })),
        };
      });
      if (!lineage) throw new NotFoundError(DATA_MESSAGES.noDevice(kNumber));
      return lineage;
    },
  };
}

