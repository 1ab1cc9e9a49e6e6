import { useQuery } from '@tanstack/react-query';
import { DATA_MESSAGES, type Coverage, type DeviceRows } from '../../api/contracts/data';
import { dataApi, type Covered } from '../../api/data';
import { clearedDeviceQueryOptions, emptyListAsNoData } from '../../api/query-policy';
import { useServices } from '../../app/services';

/** What the latest cleared devices of a product code look like to the screen. */
export type LatestDevicesState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** No rows; `coverage` says whether the imported files hold the code's clearances at all (null: not told). */
  | { status: 'empty'; coverage: Coverage | null }
  | { status: 'listed'; devices: DeviceRows; coverage: Coverage | null };

const latestDevicesQueryKey = (productCode: string) => ['data', 'device-latest', productCode] as const;

/**
 * The ten latest cleared devices of a product code (SPEC sections 7 and 9), fresh for 1 h and kept for 2 h,
 * retried at most twice but never on a 404. A blank code is refused without a call (SPEC section 5).
 */
export function useLatestDevices(productCode: string): LatestDevicesState {
  const { clients } = useServices();
  const code = productCode.trim().toUpperCase();
  const query = useQuery<Covered<DeviceRows>, Error>({
    queryKey: latestDevicesQueryKey(code),
    queryFn: () => dataApi(clients).latestDevices(code),
    enabled: code !== '',
    ...clearedDeviceQueryOptions,
  });
  if (code === '') return { status: 'error', message: DATA_MESSAGES.productCodeRequired };
  if (query.data) {
    const devices = emptyListAsNoData(query.data.items);
    return devices ? { status: 'listed', devices, coverage: query.data.coverage } : { status: 'empty', coverage: query.data.coverage };
  }
  if (query.isError) return { status: 'error', message: query.error.message };
  return { status: 'loading' };
}
