import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { LoadStateNote, loadStateOf } from '../../panels/LoadStateNote';
import { checkoutOutcome, outcomeText } from './checkout-outcome';
import { PLANS_QUERY_KEY, sessionStatusQueryKey } from './plans-query';
import { PLANS_TEXTS } from './plans-texts';

const TEXT = PLANS_TEXTS.result;

/** While a bank payment clears, the page asks again this often. */
export const PROCESSING_POLL_MS = 5_000;

interface CheckoutResultProps {
  sessionId: string;
  planName: (planId: string) => string;
  onBack?: () => void;
}

/**
 * The page Stripe's checkout returns to: asks the server for the session's status (the server asks Stripe,
 * and records a paid plan) and says how the payment went.
 */
export function CheckoutResult({ sessionId, planName, onBack }: CheckoutResultProps) {
  const { payments } = useServices();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: sessionStatusQueryKey(sessionId),
    queryFn: ({ signal }) => payments.sessionStatus(sessionId, { signal }),
    refetchInterval: (query) => (query.state.data && checkoutOutcome(query.state.data) === 'processing' ? PROCESSING_POLL_MS : false),
  });
  const active = status.data?.plan_active === true;
  useEffect(() => {
    if (active) void queryClient.invalidateQueries({ queryKey: PLANS_QUERY_KEY });
  }, [active, queryClient]);

  const state = loadStateOf(status);
  const outcome = state.status === 'loaded' ? checkoutOutcome(state.data) : undefined;
  return (
    <section className="cw-plans-result" aria-label={TEXT.label} data-outcome={outcome}>
      {state.status === 'loaded' ? (
        <p role="status">{outcomeText(outcome!, planName(state.data.plan))}</p>
      ) : (
        <LoadStateNote state={state} loading={TEXT.checking} error={TEXT.failed} />
      )}
      {onBack && (
        <button type="button" className="cw-button" onClick={onBack}>
          {TEXT.back}
        </button>
      )}
    </section>
  );
}
