import type { PlanPrice } from '../../api/contracts/payments';

/** A plan's price as the page shows it, e.g. '$49 / month' (amounts come in the currency's minor unit). */
export function priceText({ amount, currency, interval }: PlanPrice): string {
  const options = { style: 'currency', currency: currency.toUpperCase() } as const;
  // The currency's own decimals: 2 for USD, 0 for JPY.
  const minorDigits = new Intl.NumberFormat('en-US', options).resolvedOptions().maximumFractionDigits ?? 2;
  const major = amount / 10 ** minorDigits;
  const text = new Intl.NumberFormat('en-US', { ...options, minimumFractionDigits: Number.isInteger(major) ? 0 : minorDigits }).format(major);
  return interval ? `${text} / ${interval}` : text;
}
