import { useQuery } from '@tanstack/react-query';
import type { RiskSnapshot } from '../../api/contracts/data';
import { dataApi } from '../../api/data';
import { riskDataQueryOptions } from '../../api/query-policy';
import { useServices } from '../../app/services';
import { loadStateOf, type LoadState } from '../LoadStateNote';

const riskSnapshotQueryKey = (productCode: string) => ['data', 'risk-snapshot', productCode] as const;

/** GET /risk/snapshot for a product code, as a risk data query (fresh 5 minutes, at most 2 retries). */
export function useRiskSnapshot(productCode: string): LoadState<RiskSnapshot> {
  const { clients } = useServices();
  const query = useQuery({
    queryKey: riskSnapshotQueryKey(productCode),
    queryFn: () => dataApi(clients).riskSnapshot({ productCode }),
    ...riskDataQueryOptions,
  });
  return loadStateOf(query);
}
