import type { PlanPrice } from '../../../src/api/contracts/payments.ts';

/** How long a price Stripe gave is shown before Stripe is asked again. */
export const PRICE_CACHE_MS = 10 * 60_000;

/**
 * Stripe's prices, kept for PRICE_CACHE_MS so that the plans page does not ask Stripe each time. A failed
 * lookup answers null (the page then says the price is shown at checkout) and is not kept.
 */
export function createPriceCache(
  retrieve: (priceId: string) => Promise<PlanPrice | null>,
  { now = () => Date.now(), onFailure = (_priceId: string, _error: unknown) => {} } = {},
) {
  const kept = new Map<string, { price: PlanPrice | null; until: number }>();
  return async (priceId: string): Promise<PlanPrice | null> => {
    const hit = kept.get(priceId);
    if (hit && hit.until > now()) return hit.price;
    try {
      const price = await retrieve(priceId);
      kept.set(priceId, { price, until: now() + PRICE_CACHE_MS });
      return price;
    } catch (error) {
      onFailure(priceId, error);
      return null;
    }
  };
}
