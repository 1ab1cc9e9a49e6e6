import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiClients } from '../../api/clients';
import type { DeviceLineage, DeviceRelationships, LinkedRelatedDevice } from '../../api/contracts/data';
import { dataApi } from '../../api/data';
import { deviceQueryOptions } from '../../api/query-policy';
import { useServices } from '../../app/services';

const relationshipsQuery = (clients: ApiClients, kNumber: string) => ({
  queryKey: ['data', 'device-relationships', kNumber] as const,
  queryFn: () => dataApi(clients).relationships(kNumber),
  ...deviceQueryOptions,
});

/** A device's relationships (GET /device/{k}/relationships), with the device query policy (SPEC sections 8, 9). */
export function useRelationships(kNumber: string) {
  const { clients } = useServices();
  return useQuery<DeviceRelationships, Error>(relationshipsQuery(clients, kNumber));
}

/** What is known of the expanded devices' own predicates, each entry by the expanded device's K-number. */
export interface Expansions {
  predicatesOf: Record<string, LinkedRelatedDevice[]>;
  loading: string[];
  failed: Record<string, string>;
}

/**
 * The predicates of each expanded device (the same queries as useRelationships, so a device once drawn as
 * the main one is not asked for again). The answer keeps its identity while nothing changes.
 */
export function useExpansions(kNumbers: readonly string[]): Expansions {
  const { clients } = useServices();
  const combine = useCallback(
    (results: Array<UseQueryResult<DeviceRelationships, Error>>): Expansions => {
      const expansions: Expansions = { predicatesOf: {}, loading: [], failed: {} };
      results.forEach((result, i) => {
        const kNumber = kNumbers[i]!;
        if (result.data) expansions.predicatesOf[kNumber] = result.data.predicate_devices;
        else if (result.isError) expansions.failed[kNumber] = result.error.message;
        else expansions.loading.push(kNumber);
      });
      return expansions;
    },
    [kNumbers],
  );
  return useQueries({ queries: kNumbers.map((kNumber) => relationshipsQuery(clients, kNumber)), combine });
}

/** The device's whole lineage at the server's default depth (GET /device/{k}/lineage), one cache entry for every user. */
export const lineageQuery = (clients: ApiClients, kNumber: string) => ({
  queryKey: ['data', 'device-lineage', kNumber] as const,
  queryFn: (): Promise<DeviceLineage> => dataApi(clients).lineage(kNumber),
  ...deviceQueryOptions,
});

/** The device's whole lineage, asked for only when `enabled`. */
export function useLineage(kNumber: string, enabled: boolean) {
  const { clients } = useServices();
  return useQuery<DeviceLineage, Error>({ ...lineageQuery(clients, kNumber), enabled });
}
