/** A query's state as a panel shows it: loading, failed with its message, or loaded with its data. */
export type LoadState<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; data: T };

export function loadStateOf<T>(query: { data: T | undefined; isError: boolean; error: Error | null }): LoadState<T> {
  if (query.data !== undefined) return { status: 'loaded', data: query.data };
  if (query.isError) return { status: 'error', message: query.error?.message ?? '' };
  return { status: 'loading' };
}

interface LoadStateNoteProps {
  state: Exclude<LoadState<unknown>, { status: 'loaded' }>;
  loading: string;
  error: (message: string) => string;
}

/** What a panel shows until its data is there: the loading text as a status, or the failure as an alert. */
export function LoadStateNote({ state, loading, error }: LoadStateNoteProps) {
  return state.status === 'loading' ? (
    <p className="cw-muted" role="status">
      {loading}
    </p>
  ) : (
    <p className="cw-load-error" role="alert">
      {error(state.message)}
    </p>
  );
}
