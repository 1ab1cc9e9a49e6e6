/** The words of the plans page. */
export const PLANS_TEXTS = {
  title: 'Plans',
  intro: 'Your plan, and what each plan gives you.',
  loading: 'Loading the plans…',
  loadError: (message: string) => `The plans could not be loaded: ${message}`,
  current: 'Current plan',
  since: (day: string) => `Since ${day}`,
  free: 'Free',
  priceAtCheckout: 'Price shown at checkout',
  upgrade: (name: string) => `Upgrade to ${name}`,
  paymentsOff: 'Plans cannot be bought on this server: payments are not configured.',
  checkout: {
    title: (name: string) => `Upgrade to ${name}`,
    loading: "Opening Stripe's secure checkout…",
    stripeUnavailable:
      "Stripe's checkout could not be loaded: js.stripe.com did not answer. Check your connection, or whether your network blocks js.stripe.com, then try again.",
    failed: (message: string) => `The checkout could not start: ${message}`,
    cancel: 'Cancel',
  },
  result: {
    label: 'Payment result',
    checking: 'Checking your payment with Stripe…',
    active: (name: string) => `Payment received. You are on the ${name} plan.`,
    processing: (name: string) =>
      `Your payment for the ${name} plan is being processed. The plan starts once it clears; this page shows it then.`,
    open: 'The payment was not completed (a declined card, for instance). No money was taken; you can try again.',
    expired: 'This checkout expired before it was paid. You can start a new one.',
    notApplied: 'Stripe has your payment, but it could not be applied to your account. Please contact support.',
    failed: (message: string) => `The payment could not be checked: ${message}`,
    back: 'Back to plans',
  },
} as const;
