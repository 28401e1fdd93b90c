/** Random ids for analytics: UUID v4 (spec 03 §9 "Analytics ids are UUID v4"). */

/** Matches a UUID v4 (version nibble 4, variant 8-b). */
export const UUID_V4_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A UUID v4 from 16 random bytes (any source: tests pass fixed bytes). */
export function uuidV4FromBytes(bytes: Uint8Array): string {
  const b = Uint8Array.from(bytes.subarray(0, 16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** A fresh UUID v4; `crypto.randomUUID` needs a secure context, so random bytes are the fallback. */
export function randomUuidV4(): string {
  if (typeof crypto.randomUUID === 'function') {
    try {
      return crypto.randomUUID();
    } catch {
      // Not a secure context (plain-http preview host): build it from random bytes.
    }
  }
  return uuidV4FromBytes(crypto.getRandomValues(new Uint8Array(16)));
}
