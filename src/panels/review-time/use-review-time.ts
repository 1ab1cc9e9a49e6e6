import { useQuery } from '@tanstack/react-query';
import type { ReviewTime } from '../../api/contracts/review-time';
import { dataApi } from '../../api/data';
import { deviceQueryOptions } from '../../api/query-policy';
import { useServices } from '../../app/services';
import { loadStateOf, type LoadState } from '../LoadStateNote';

/** GET /review-time of a product code; it changes only with an import, so it is kept as long as device data. */
export function useReviewTime(productCode: string): LoadState<ReviewTime> {
  const { clients } = useServices();
  const query = useQuery<ReviewTime, Error>({
    queryKey: ['data', 'review-time', productCode],
    queryFn: () => dataApi(clients).reviewTime(productCode),
    ...deviceQueryOptions,
  });
  return loadStateOf(query);
}
