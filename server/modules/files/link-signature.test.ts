import { describe, expect, it } from 'vitest';
import { isValidObjectLink, signObjectLink } from './link-signature.ts';

const secret = Buffer.from('s'.repeat(40));
const key = 'alice/docs/0123456789abcdef-a.pdf';

describe('signed object links', () => {
  it('accepts its own link until it expires', () => {
    const link = signObjectLink(secret, key, 1_000);
    expect(isValidObjectLink(secret, link, 999)).toBe(true);
    expect(isValidObjectLink(secret, link, 1_000)).toBe(true);
    expect(isValidObjectLink(secret, link, 1_001)).toBe(false);
  });

  it('refuses a link changed in any part, or signed with another secret', () => {
    const link = signObjectLink(secret, key, 1_000);
    expect(isValidObjectLink(secret, { ...link, key: key.replace('alice', 'bob') }, 0)).toBe(false);
    expect(isValidObjectLink(secret, { ...link, expires: 2_000 }, 0)).toBe(false);
    expect(isValidObjectLink(secret, { ...link, signature: `${link.signature.slice(0, -1)}A` }, 0)).toBe(false);
    expect(isValidObjectLink(secret, { ...link, signature: '' }, 0)).toBe(false);
    expect(isValidObjectLink(Buffer.from('t'.repeat(40)), link, 0)).toBe(false);
    expect(isValidObjectLink(secret, { ...link, expires: Number.NaN }, 0)).toBe(false);
  });
});
