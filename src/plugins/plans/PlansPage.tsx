import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FREE_PLAN_ID, type PaidPlanId, type PlansOverview } from '../../api/contracts/payments';
import { useServices } from '../../app/services';
import { LoadStateNote, loadStateOf } from '../../panels/LoadStateNote';
import { CheckoutResult } from './CheckoutResult';
import { EmbeddedCheckout } from './EmbeddedCheckout';
import { PlanCard } from './PlanCard';
import { PLANS_QUERY_KEY } from './plans-query';
import { PLANS_TEXTS as TEXT } from './plans-texts';
import './plans.css';

export interface PlansPageProps {
  /** The Checkout Session Stripe returned with (?session_id=): the page shows how its payment went. */
  returnedSessionId?: string;
  /** Leaves that result (drops ?session_id). */
  onLeaveResult?: () => void;
}

function PlanList({ overview, buying, onUpgrade }: { overview: PlansOverview; buying: boolean; onUpgrade: (plan: PaidPlanId) => void }) {
  const onFree = overview.current_plan.id === FREE_PLAN_ID;
  return (
    <ul className="cw-plans" aria-label={TEXT.title}>
      {overview.plans.map((plan) => {
        const canBuy = overview.payments_enabled && onFree && plan.id !== FREE_PLAN_ID;
        return (
          <PlanCard
            key={plan.id}
            plan={plan}
            current={plan.id === overview.current_plan.id}
            busy={buying}
            onUpgrade={canBuy ? () => onUpgrade(plan.id as PaidPlanId) : undefined}
          />
        );
      })}
    </ul>
  );
}

/**
 * The plans page: each plan with its price and features, the user's current one, an upgrade button per paid
 * plan (Stripe's Embedded Checkout opens below the plans), and the result of a checkout Stripe returned from.
 */
export function PlansPage({ returnedSessionId, onLeaveResult }: PlansPageProps) {
  const { payments } = useServices();
  const plans = useQuery({ queryKey: PLANS_QUERY_KEY, queryFn: ({ signal }) => payments.plans({ signal }) });
  const [buying, setBuying] = useState<PaidPlanId | null>(null);
  const state = loadStateOf(plans);
  const overview = state.status === 'loaded' ? state.data : undefined;
  const planName = (id: string) => overview?.plans.find((plan) => plan.id === id)?.name ?? id;

  return (
    <main className="cw-page cw-plans-page" aria-labelledby="cw-plans-title">
      <header className="cw-plans-header">
        <h1 id="cw-plans-title">{TEXT.title}</h1>
        <p className="cw-muted">{TEXT.intro}</p>
      </header>
      {returnedSessionId && <CheckoutResult sessionId={returnedSessionId} planName={planName} onBack={onLeaveResult} />}
      {state.status !== 'loaded' ? (
        <LoadStateNote state={state} loading={TEXT.loading} error={TEXT.loadError} />
      ) : (
        <>
          {!state.data.payments_enabled && <p className="cw-muted">{TEXT.paymentsOff}</p>}
          <PlanList overview={state.data} buying={buying !== null} onUpgrade={setBuying} />
          {buying && state.data.publishable_key && (
            <EmbeddedCheckout plan={buying} planName={planName(buying)} publishableKey={state.data.publishable_key} onCancel={() => setBuying(null)} />
          )}
        </>
      )}
    </main>
  );
}
