/** Legal-form words that differ between filings of the same firm ("Acme Inc." and "ACME, LLC"). */
const LEGAL_FORMS = new Set(
  'inc incorporated llc ltd limited corp corporation co company plc gmbh ag sa sas srl spa bv nv ab oy as kk pty lp llp'.split(' '),
);

/**
 * A company name reduced to what identifies the firm: lower case, letters and digits only, legal-form words
 * dropped ('Abbott Laboratories, Inc.' -> 'abbott laboratories'). '' when nothing is left.
 */
export function normaliseCompanyName(name: string | null | undefined): string {
  const words = (name ?? '').toLowerCase().replace(/&/g, ' and ').match(/[a-z0-9]+/g) ?? [];
  return words.filter((word) => !LEGAL_FORMS.has(word)).join(' ');
}
