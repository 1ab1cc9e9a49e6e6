import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { CHECKOUT_RETURN_PARAM } from '../../api/contracts/payments';
import { PlansPage } from '../../plugins/plans/PlansPage';
import { requireSignedIn } from '../auth-guard';

/** `?session_id=cs_...`: the Checkout Session Stripe's Embedded Checkout returned from. */
export interface PlansSearch {
  session_id?: string;
}

export const Route = createFileRoute('/plans')({
  validateSearch: (search: Record<string, unknown>): PlansSearch => {
    const sessionId = search[CHECKOUT_RETURN_PARAM];
    return typeof sessionId === 'string' && sessionId.trim() !== '' ? { session_id: sessionId.trim() } : {};
  },
  beforeLoad: requireSignedIn,
  component: PlansRoute,
});

function PlansRoute() {
  const { session_id } = Route.useSearch();
  const navigate = useNavigate({ from: '/plans' });
  return <PlansPage returnedSessionId={session_id} onLeaveResult={() => void navigate({ search: {} })} />;
}
