import { createHmac, timingSafeEqual } from 'node:crypto';

/** A signed link's parameters: the object key, when it expires (Unix seconds) and the HMAC of both. */
export interface SignedObjectLink {
  key: string;
  expires: number;
  signature: string;
}

const signatureOf = (secret: Buffer, key: string, expires: number) =>
  createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');

export function signObjectLink(secret: Buffer, key: string, expires: number): SignedObjectLink {
  return { key, expires, signature: signatureOf(secret, key, expires) };
}

/** Whether the link was signed with `secret` and has not expired at `nowSeconds`. */
export function isValidObjectLink(secret: Buffer, link: SignedObjectLink, nowSeconds: number): boolean {
  if (!Number.isSafeInteger(link.expires) || link.expires < nowSeconds) return false;
  const expected = Buffer.from(signatureOf(secret, link.key, link.expires));
  const given = Buffer.from(link.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
