import { describe, expect, it } from 'vitest';
import { priceText } from './price-text';

describe('priceText', () => {
  it.each([
    [{ amount: 4900, currency: 'usd', interval: 'month' as const }, '$49 / month'],
    [{ amount: 4950, currency: 'usd', interval: 'year' as const }, '$49.50 / year'],
    [{ amount: 12900, currency: 'eur', interval: 'month' as const }, '€129 / month'],
    [{ amount: 5000, currency: 'jpy', interval: null }, '¥5,000'],
  ])('shows %o as %s', (price, text) => {
    expect(priceText(price)).toBe(text);
  });
});
