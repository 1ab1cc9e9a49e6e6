/** A YYYY-MM-DD day as US documents write it, MM/DD/YYYY (SPEC section 2); anything else as it is. */
export function usDate(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : isoDay;
}
