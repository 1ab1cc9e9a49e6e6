import { useQuery } from '@tanstack/react-query';
import type { DeviceRow } from '../../api/contracts/data';
import { dataApi } from '../../api/data';
import { deviceQueryOptions } from '../../api/query-policy';
import { useServices } from '../../app/services';
import { loadStateOf, type LoadState } from '../LoadStateNote';

export const deviceQueryKey = (kNumber: string) => ['data', 'device', kNumber] as const;

/** GET /device/{k} with SPEC section 9's device query policy: fresh 1 h, kept 2 h, 2 retries, none on a 404. */
export function useDeviceRow(kNumber: string): LoadState<DeviceRow> {
  const { clients } = useServices();
  const code = kNumber.trim().toUpperCase();
  const query = useQuery<DeviceRow, Error>({
    queryKey: deviceQueryKey(code),
    queryFn: () => dataApi(clients).device(code),
    ...deviceQueryOptions,
  });
  return loadStateOf(query);
}
