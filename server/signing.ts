import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The server's signing key, for values it hands out and must later recognise as its own (crumbs,
 * page load ids): SIGNING_SECRET (or CRUMB_SECRET), shared by every instance behind one address;
 * else a key drawn at start-up, so values issued before a restart count as unsigned.
 */
const SIGNING_SECRET = process.env.SIGNING_SECRET?.trim() || process.env.CRUMB_SECRET?.trim() || randomBytes(32).toString('base64url');

/** base64url of the first 16 bytes of HMAC-SHA256(secret, purpose:value): 22 characters. */
export function signatureOf(purpose: string, value: string, secret: string = SIGNING_SECRET): string {
  return createHmac('sha256', secret).update(`${purpose}:${value}`).digest().subarray(0, 16).toString('base64url');
}

export const SIGNATURE_LENGTH = 22;

/** Constant-time comparison of two strings. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether `signature` is the server's signature of `value` for `purpose`. */
export function hasValidSignature(purpose: string, value: string, signature: string, secret: string = SIGNING_SECRET): boolean {
  return sameText(signature, signatureOf(purpose, value, secret));
}
