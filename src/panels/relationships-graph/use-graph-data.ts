import { useQueries, useQuery } from '@tanstack/react-query';
import type { DeviceLineage, DeviceRelationships, RelatedDevice } from '../../api/contracts/data';
import { dataApi } from '../../api/data';
import { deviceQueryOptions } from '../../api/query-policy';
import { useServices } from '../../app/services';

export const relationshipsQueryKey = (kNumber: string) => ['data', 'device-relationships', kNumber] as const;

/** A device's relationships (GET /device/{k}/relationships), with the device query policy (SPEC sections 8, 9). */
export function useRelationships(kNumber: string) {
  const { clients } = useServices();
  return useQuery<DeviceRelationships, Error>({
    queryKey: relationshipsQueryKey(kNumber),
    queryFn: () => dataApi(clients).relationships(kNumber),
    ...deviceQueryOptions,
  });
}

/** The predicates of each expanded device, by its K-number, once loaded (the same queries as useRelationships). */
export function useExpansions(kNumbers: readonly string[]): { expansions: Map<string, RelatedDevice[]>; loading: Set<string> } {
  const { clients } = useServices();
  const results = useQueries({
    queries: kNumbers.map((kNumber) => ({
      queryKey: relationshipsQueryKey(kNumber),
      queryFn: () => dataApi(clients).relationships(kNumber),
      ...deviceQueryOptions,
    })),
  });
  const expansions = new Map<string, RelatedDevice[]>();
  const loading = new Set<string>();
  results.forEach((result, i) => {
    if (result.data) expansions.set(kNumbers[i]!, result.data.predicate_devices);
    else if (result.isPending) loading.add(kNumbers[i]!);
  });
  return { expansions, loading };
}

/** The device's whole lineage (GET /device/{k}/lineage), asked for only when `enabled`. */
export function useLineage(kNumber: string, enabled: boolean) {
  const { clients } = useServices();
  return useQuery<DeviceLineage, Error>({
    queryKey: ['data', 'device-lineage', kNumber],
    queryFn: () => dataApi(clients).lineage(kNumber),
    enabled,
    ...deviceQueryOptions,
  });
}
