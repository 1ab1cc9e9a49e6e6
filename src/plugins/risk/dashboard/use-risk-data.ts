import { use$ } from '@legendapp/state/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dataApi, type Covered } from '../../../api/data';
import type { MdrTotals, RecallsByClass } from '../../../api/contracts/data';
import { riskDataQueryOptions } from '../../../api/query-policy';
import { useServices } from '../../../app/services';
import { riskDateRange$, type RiskDateRange } from '../store';
import { riskBoard$ } from './dashboard-state';

type RiskPart = 'recalls' | 'mdrs' | 'device-problems' | 'patient-problems';

/** A dashboard card's data: the answer for the range on screen (the previous range's while a new one loads). */
export interface CardData<T> {
  data: T | undefined;
  error: Error | null;
  /** A newer range is being fetched: the card still shows the previous answer. */
  updating: boolean;
  retry(): void;
}

/** The product code and applied years the dashboard shows, and Refresh's revision (so Refresh asks again). */
export function useDashboardKey(productCode: string): { years: RiskDateRange; revision: number } {
  const years = use$(riskDateRange$);
  const revision = use$(riskBoard$.revision[productCode]) ?? 0;
  return { years, revision };
}

function useRiskQuery<T>(part: RiskPart, productCode: string, fetch: (years: RiskDateRange) => Promise<T>): CardData<T> {
  const { years, revision } = useDashboardKey(productCode);
  const query = useQuery({
    queryKey: ['data', 'risk', part, productCode, years.startYear, years.endYear, revision],
    queryFn: () => fetch(years),
    placeholderData: keepPreviousData,
    ...riskDataQueryOptions,
  });
  return { data: query.data, error: query.error, updating: query.isPlaceholderData, retry: () => void query.refetch() };
}

/** SPEC section 7's four risk aggregates as data queries: fresh 5 minutes, retried up to 2 times. */
export function useTotalRecalls(productCode: string): CardData<Covered<RecallsByClass>> {
  const { clients } = useServices();
  return useRiskQuery('recalls', productCode, (years) => dataApi(clients).totalRecalls(productCode, years));
}

export function useTotalMdrs(productCode: string): CardData<MdrTotals> {
  const { clients } = useServices();
  return useRiskQuery('mdrs', productCode, (years) => dataApi(clients).totalMdrs(productCode, years));
}

export function useTopProblems(productCode: string, kind: 'device' | 'patient'): CardData<Covered<Array<{ problem: string; count: number }>>> {
  const { clients } = useServices();
  return useRiskQuery(`${kind}-problems`, productCode, async (years) => {
    const api = dataApi(clients);
    if (kind === 'device') {
      const { items, coverage } = await api.topDeviceProblems(productCode, years);
      return { items: items.map(({ device_problem, count }) => ({ problem: device_problem, count })), coverage };
    }
    const { items, coverage } = await api.topPatientProblems(productCode, years);
    return { items: items.map(({ patient_problem, count }) => ({ problem: patient_problem, count })), coverage };
  });
}
