import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { riskDataQueryOptions } from '../../../../api/query-policy';
import type { RiskDateRange } from '../../store';
import { useDashboardKey } from '../use-risk-data';

export interface PageAnswer<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

/** One page of a list behind a figure (the dashboard's years), with the previous page kept while the next loads. */
export function useRiskPage<T>(key: readonly unknown[], productCode: string, fetch: (years: RiskDateRange, page: number) => Promise<PageAnswer<T>>) {
  const { years, revision } = useDashboardKey(productCode);
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['data', 'risk', ...key, productCode, years.startYear, years.endYear, revision, page],
    queryFn: () => fetch(years, page),
    placeholderData: keepPreviousData,
    ...riskDataQueryOptions,
  });
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.page_size)) : 1;
  return { query, page, pages, setPage: (next: number) => setPage(Math.min(Math.max(next, 1), pages)), years };
}
