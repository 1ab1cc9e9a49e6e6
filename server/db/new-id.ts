import { randomBytes } from 'node:crypto';

/** An opaque row id such as `conv_3q2-…`: the prefix names the kind, the rest is 96 random bits. */
export function newId(prefix: 'conv' | 'msg' | 'prof' | 'rpt' | 'fb' | 'pin' | 'watch' | 'wev'): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}
