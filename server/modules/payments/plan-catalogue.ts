import { FREE_PLAN_ID, type PaidPlanId, type PlanId } from '../../../src/api/contracts/payments.ts';

export interface CataloguePlan {
  id: PlanId;
  name: string;
  summary: string;
  /** In plain words, as the plans page lists them. */
  features: readonly string[];
}

/**
 * The plans Clearway offers, as the team words them. Free is everyone's until Stripe confirms a paid plan;
 * Pro and Team are monthly subscriptions at the prices STRIPE_PRICE_PRO and STRIPE_PRICE_TEAM name.
 */
export const PLAN_CATALOGUE: readonly CataloguePlan[] = [
  {
    id: FREE_PLAN_ID,
    name: 'Free',
    summary: 'Plan a 510(k) on your own.',
    features: [
      'The whole six-step workflow, from device profile to strategy report',
      "Answers grounded in FDA's public data",
      'Strategy reports as Word and PDF files',
    ],
  },
  {
    id: 'pro',
    name: 'Pro',
    summary: 'For a regulatory lead who plans submissions every month.',
    features: [
      'Everything in Free',
      'A monthly subscription you can cancel at any time',
    ],
  },
  {
    id: 'team',
    name: 'Team',
    summary: 'For a regulatory team that shares the work.',
    features: [
      'Everything in Pro',
      'One subscription and one invoice for the team',
    ],
  },
];

/** A plan's name; 'Free' for the free plan. */
export function planName(id: PlanId): string {
  return PLAN_CATALOGUE.find((plan) => plan.id === id)?.name ?? id;
}

export const isPaidPlan = (plan: CataloguePlan): plan is CataloguePlan & { id: PaidPlanId } => plan.id !== FREE_PLAN_ID;
