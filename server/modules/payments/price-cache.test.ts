import { describe, expect, it } from 'vitest';
import { createPriceCache, PRICE_CACHE_MS } from './price-cache.ts';

const PRO = { amount: 4900, currency: 'usd', interval: 'month' as const };

describe('the price cache', () => {
  it("keeps Stripe's price for a while, then asks again", async () => {
    let clock = 0;
    const asked: string[] = [];
    const priceOf = createPriceCache(async (id) => (asked.push(id), PRO), { now: () => clock });
    expect(await priceOf('price_pro')).toEqual(PRO);
    clock += PRICE_CACHE_MS - 1;
    expect(await priceOf('price_pro')).toEqual(PRO);
    expect(asked).toEqual(['price_pro']);
    clock += 1;
    await priceOf('price_pro');
    expect(asked).toEqual(['price_pro', 'price_pro']);
  });

  it('answers null when Stripe fails, reports it, and asks again next time', async () => {
    const failures: string[] = [];
    let fail = true;
    const priceOf = createPriceCache(
      async () => {
        if (fail) throw new Error('Stripe is down');
        return PRO;
      },
      { onFailure: (id, error) => failures.push(`${id}: ${(error as Error).message}`) },
    );
    expect(await priceOf('price_pro')).toBeNull();
    expect(failures).toEqual(['price_pro: Stripe is down']);
    fail = false;
    expect(await priceOf('price_pro')).toEqual(PRO);
  });
});
