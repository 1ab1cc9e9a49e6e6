import type { Plan } from '../../api/contracts/payments';
import { PLANS_TEXTS as TEXT } from './plans-texts';
import { priceText } from './price-text';

interface PlanCardProps {
  plan: Plan;
  current: boolean;
  /** Shown as an upgrade button when given. */
  onUpgrade?: () => void;
  /** The upgrade button waits while a checkout is open. */
  busy: boolean;
}

function PlanPriceText({ plan }: { plan: Plan }) {
  if (plan.price) return <>{priceText(plan.price)}</>;
  return <>{plan.id === 'free' ? TEXT.free : TEXT.priceAtCheckout}</>;
}

/** One plan: its name, price, summary and features, whether it is the user's, and its upgrade button. */
export function PlanCard({ plan, current, onUpgrade, busy }: PlanCardProps) {
  const titleId = `cw-plan-${plan.id}`;
  return (
    <li className="cw-plan" aria-labelledby={titleId} data-current={current}>
      <h2 id={titleId} className="cw-plan-name">
        {plan.name}
      </h2>
      {current && <p className="cw-plan-current">{TEXT.current}</p>}
      <p className="cw-plan-price">
        <PlanPriceText plan={plan} />
      </p>
      <p className="cw-muted">{plan.summary}</p>
      <ul className="cw-plan-features">
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {onUpgrade && (
        <button type="button" className="cw-button cw-button-primary" disabled={busy} onClick={onUpgrade}>
          {TEXT.upgrade(plan.name)}
        </button>
      )}
    </li>
  );
}
