import { useQuery } from '@tanstack/react-query';
import type { RiskSnapshot } from '../../../api/contracts/data';
import { dataApi } from '../../../api/data';
import { riskDataQueryOptions } from '../../../api/query-policy';
import { useServices } from '../../../app/services';

const riskSnapshotQueryKey = (productCode: string) => ['data', 'risk-snapshot', productCode] as const;

export type RiskSnapshotState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; snapshot: RiskSnapshot };

/** GET /risk/snapshot for a product code, as a risk data query (fresh 5 minutes, at most 2 retries). */
export function useRiskSnapshot(productCode: string): RiskSnapshotState {
  const { clients } = useServices();
  const query = useQuery({
    queryKey: riskSnapshotQueryKey(productCode),
    queryFn: () => dataApi(clients).riskSnapshot({ productCode }),
    ...riskDataQueryOptions,
  });
  if (query.data) return { status: 'loaded', snapshot: query.data };
  if (query.isError) return { status: 'error', message: query.error.message };
  return { status: 'loading' };
}
