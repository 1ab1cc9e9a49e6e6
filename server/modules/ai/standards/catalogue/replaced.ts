/**
 * Standards that another standard replaced, so a row citing the old one (as predicates' documents of
 * earlier years do) is flagged with its successor. Older editions of a standard the catalogue holds are
 * found by edition (recognition/edition.ts); this list holds the replacements under another number:
 * the particular standards ISO and IEC renumbered into the 80601 series, withdrawn national or earlier
 * standards, and renamed CLSI documents. Written by the team from the standards' own forewords.
 */
export interface ReplacedStandard {
  /** The replaced designation, as documents cite it (matched by designation key, any edition). */
  designation: string;
  /** The catalogue designation that replaces it. */
  successor: string;
  status: 'superseded' | 'withdrawn';
}

const renumbered = (designation: string, successor: string): ReplacedStandard => ({ designation, successor, status: 'superseded' });
const withdrawn = (designation: string, successor: string): ReplacedStandard => ({ designation, successor, status: 'withdrawn' });

export const REPLACED_STANDARDS: readonly ReplacedStandard[] = [
  renumbered('ISO 9919', 'ISO 80601-2-61:2017'),
  renumbered('IEC 60601-2-30', 'IEC 80601-2-30:2018'),
  renumbered('ISO 21647', 'ISO 80601-2-55:2018'),
  renumbered('ISO 9918', 'ISO 80601-2-55:2018'),
  renumbered('IEC 60601-2-12', 'ISO 80601-2-12:2020'),
  renumbered('ISO 8185', 'ISO 80601-2-74:2017'),
  renumbered('ISO 8359', 'ISO 80601-2-69:2020'),
  renumbered('IEC 60601-2-35', 'IEC 80601-2-35:2009+A1:2016'),
  renumbered('IEC 60601-2-26', 'IEC 80601-2-26:2019'),
  renumbered('IEC 60601-2-56', 'ISO 80601-2-56:2017+A1:2018'),
  renumbered('ISO 10651-2', 'ISO 80601-2-72:2015'),
  renumbered('IEC 60601-2-51', 'IEC 60601-2-25:2011'),
  renumbered('IEC 62366', 'IEC 62366-1:2015+A1:2020'),
  renumbered('ISO 11135-1', 'ISO 11135:2014'),
  renumbered('ISO 11607', 'ISO 11607-1:2019'),
  renumbered('ISO 5840', 'ISO 5840-1:2021'),
  renumbered('CLSI C28', 'CLSI EP28-A3c'),
  renumbered('CLSI H3', 'CLSI GP41 7th ed.'),
  withdrawn('EN 980', 'ISO 15223-1:2021'),
  withdrawn('AAMI SW68', 'IEC 62304:2006+A1:2015'),
  withdrawn('UL 2601-1', 'ANSI/AAMI ES60601-1:2005/(R)2012 & A1:2012'),
];
