/**
 * JSON read from a page (block data, the page context, a server's data for a block) with every
 * string made well-formed UTF-16. JSON may spell half an emoji (`"\ud83d"`, a title cut in the
 * middle): a server writes that lone surrogate out as U+FFFD (UTF-8 cannot carry it), while the
 * browser would keep it, so the two drawings of a block would differ. Both sides read U+FFFD.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `text` with each lone surrogate replaced by U+FFFD (as `String.prototype.toWellFormed`). */
export function wellFormedText(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

function wellFormedValue(_key: string, value: unknown): unknown {
  if (typeof value === 'string') return wellFormedText(value);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value);
    if (keys.some((key) => wellFormedText(key) !== key)) return Object.fromEntries(keys.map((key) => [wellFormedText(key), (value as Record<string, unknown>)[key]]));
  }
  return value;
}

/** `JSON.parse(text)` with well-formed strings and keys; throws what `JSON.parse` throws. */
export function parseWellFormedJson(text: string): unknown {
  return JSON.parse(text, wellFormedValue) as unknown;
}
