import { describe, expect, it } from 'vitest';
import { designationEdition, editionIdentity } from './designation-edition.ts';
import { compareEditions, editionLabel } from './edition.ts';

const identity = (designation: string) => {
  const found = designationEdition(designation);
  return found ? editionIdentity(found) : null;
};

describe('designation editions', () => {
  it('counts CLSI editions however the document writes them', () => {
    expect(identity('CLSI EP05-A3')).toBe('CLSI EP5 ed. 3');
    expect(identity('EP06-A, 2003;')).toBe('CLSI EP6 ed. 1');
    expect(identity('CLSI EP06 2nd ed.')).toBe('CLSI EP6 ed. 2');
    expect(identity('EP12-Ed3; FDA')).toBe('CLSI EP12 ed. 3');
    expect(identity('H26-A2; FDA Standards')).toBe('CLSI H26 ed. 2');
    expect(identity('M07-A10, Methods For Dilution')).toBe('CLSI M7 ed. 10');
    expect(identity('CLSI M07 11th ed.')).toBe('CLSI M7 ed. 11');
    expect(identity('Body fluids; Approved Guideline - Second Edition; CLSI EP15')).toBe('CLSI EP15');
    expect(identity('CLSI EP15, Approved Guideline - Second Edition')).toBe('CLSI EP15 ed. 2');
  });

  it('tells a corrected CLSI edition from the one it corrects', () => {
    expect(identity('EP28-A3c;')).toBe('CLSI EP28 ed. 3c');
    expect(identity('EP09c-ED3;')).toBe('CLSI EP9 ed. 3c');
    expect(identity('EP09-A3: Measurement Procedure Comparison')).toBe('CLSI EP9 ed. 3');
  });

  it('dates the other bodies, with their amendments', () => {
    expect(identity('ISO 14971: 2019 Medical devices')).toBe('ISO/IEC 14971 2019');
    expect(identity('ISO 14971-2000')).toBe('ISO/IEC 14971 2000');
    expect(identity('ASTM D4169-16 - Standard Practice')).toBe('ASTM D4169 2016');
    expect(identity('ASTM F88/F88M-15')).toBe('ASTM F88 2015');
    expect(identity('IEC 62304:2006+AMD1:2015 CSV')).toBe('ISO/IEC 62304 2006+A1:2015');
    expect(identity('IEC 60601-1:2005+A1:2012+A2:2020')).toBe('ISO/IEC 60601-1 2005+A2:2020');
    expect(identity('ANSI/AAMI ES60601-1:2005/(R)2012 & A1:2012')).toBe('AAMI ES60601-1 2005+A1:2012');
    expect(identity('IEC 62366-1')).toBe('ISO/IEC 62366-1');
  });

  it('orders editions of one kind and leaves mixed kinds unordered', () => {
    const edition = (text: string) => designationEdition(text)!.edition!;
    expect(compareEditions(edition('CLSI EP05-A2'), edition('CLSI EP05-A3'))).toBeLessThan(0);
    expect(compareEditions(edition('EP28-A3'), edition('EP28-A3c'))).toBeLessThan(0);
    expect(compareEditions(edition('ISO 14971:2007'), edition('ISO 14971:2019'))).toBeLessThan(0);
    expect(compareEditions(edition('IEC 60601-1:2005+A1:2012'), edition('IEC 60601-1:2005+A1:2012+A2:2020'))).toBeLessThan(0);
    expect(compareEditions(edition('ISO 14971:2019'), edition('ISO 14971:2019'))).toBe(0);
    expect(compareEditions(edition('CLSI EP05-A3'), edition('ISO 14971:2019'))).toBeNull();
    expect(editionLabel(edition('EP09c-ED3'))).toBe('ed. 3c');
  });
});
