import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../services';

const TERMS_STATUS_KEY = ['terms', 'status'] as const;
const TERMS_DOC_KEY = ['terms', 'doc'] as const;

/** SPEC section 4: while the terms are not accepted, the acceptance modal shows. */
export function TermsGate() {
  const { terms } = useServices();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: TERMS_STATUS_KEY, queryFn: () => terms.status(), retry: 1 });
  const needsAcceptance = status.data?.accepted === false;
  const doc = useQuery({ queryKey: TERMS_DOC_KEY, queryFn: () => terms.doc(), enabled: needsAcceptance });
  const accept = useMutation({
    mutationFn: () => terms.accept(),
    onSuccess: (next) => queryClient.setQueryData(TERMS_STATUS_KEY, next),
  });

  if (status.isError) {
    return (
      <div className="cw-banner cw-banner-error" role="alert">
        <span>Terms acceptance check failed. Please try again.</span>
        <button type="button" className="cw-button" onClick={() => void status.refetch()}>
          Retry
        </button>
      </div>
    );
  }
  if (!needsAcceptance) return null;

  return (
    <div className="cw-modal-backdrop">
      <div role="dialog" aria-modal="true" aria-labelledby="cw-terms-title" className="cw-modal cw-terms">
        <h2 id="cw-terms-title">Terms of Use</h2>
        {doc.data ? (
          <>
            <p className="cw-muted">
              {doc.data.title} · version {doc.data.version}
            </p>
            <div className="cw-terms-body">{doc.data.body}</div>
          </>
        ) : doc.isError ? (
          <p role="alert">The terms could not be loaded. Please try again.</p>
        ) : (
          <div className="cw-loader" role="progressbar" aria-label="Loading the terms" />
        )}
        {accept.isError && (
          <p role="alert" className="cw-form-error">
            {accept.error instanceof Error ? accept.error.message : 'Accepting the terms failed.'}
          </p>
        )}
        <div className="cw-modal-actions">
          <button
            type="button"
            className="cw-button cw-button-primary"
            disabled={!doc.data || accept.isPending}
            onClick={() => accept.mutate()}
          >
            {accept.isPending ? 'Accepting...' : 'Accept terms'}
          </button>
        </div>
      </div>
    </div>
  );
}
