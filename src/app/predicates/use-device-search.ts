import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { DeviceHits } from '../../api/contracts/data';
import { dataApi } from '../../api/data';
import { deviceQueryOptions } from '../../api/query-policy';
import { useServices } from '../services';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from './library-texts';

export type DeviceSearchState =
  | { status: 'idle' }
  | { status: 'searching'; hits: DeviceHits | null }
  | { status: 'found'; text: string; hits: DeviceHits }
  | { status: 'failed'; message: string };

/** `value` once it has stayed the same for `delayMs`. */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Type-ahead over GET /search/devices: asks once the text has settled for 200 ms and has 2+ characters; the
 * previous hits stay on screen while the next ones load, and answers are kept like device queries.
 */
export function useDeviceSearch(text: string): DeviceSearchState {
  const { clients } = useServices();
  const settled = useSettled(text.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = settled.length >= SEARCH_MIN_CHARS;
  const query = useQuery<DeviceHits, Error>({
    queryKey: ['data', 'search-devices', settled.toLowerCase()],
    queryFn: () => dataApi(clients).searchDevices(settled),
    enabled,
    placeholderData: keepPreviousData,
    ...deviceQueryOptions,
  });
  if (text.trim().length < SEARCH_MIN_CHARS) return { status: 'idle' };
  if (query.isError) return { status: 'failed', message: query.error.message };
  const current = settled === text.trim() && !query.isPlaceholderData && query.data !== undefined;
  if (current) return { status: 'found', text: settled, hits: query.data! };
  return { status: 'searching', hits: query.data ?? null };
}
