import { badRequest } from './http-errors.js';

/**
 * The server's one input boundary (issue 17): everything a request carries (path parameters,
 * query, body, cookies) is checked here before any route sees it, so no value the database
 * cannot hold reaches it and bad input is a 400 that names the field, never a 500.
 *
 * - strings (and object keys) hold no NUL and no lone UTF-16 surrogate (Postgres text and jsonb
 *   refuse both);
 * - numbers are finite (JSON cannot carry NaN/Infinity, but 1e999 parses to Infinity);
 * - JSON nests at most MAX_JSON_DEPTH levels, arrays hold at most MAX_ARRAY_LENGTH items;
 * - a cookie value that is not printable ASCII is dropped (treated as never sent).
 *
 * Column ranges of numbers (int4, bigint) are the route schemas' job; a data error that still
 * gets through is mapped to a 400 by `databaseDataError`.
 */

/** Deepest nesting of objects and arrays a request may carry (the deepest real body is ~6). */
export const MAX_JSON_DEPTH = 32;
/** Most items one array in a request may hold. */
export const MAX_ARRAY_LENGTH = 1000;
/** Longest cookie value read at all. */
export const MAX_COOKIE_LENGTH = 4096;

// A NUL, or a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be accepted, or null. */
export function badTextReason(value: string): string | null {
  const match = BAD_TEXT.exec(value);
  if (!match) return null;
  return match[0] === '\u0000' ? 'must not contain a NUL character' : 'must not contain a lone surrogate (invalid Unicode)';
}

function label(where: string, path: ReadonlyArray<string | number>): string {
  if (path.length === 0) return where;
  return `${where}${path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`)).join('')}`;
}

/**
 * Why `value` (a parsed body, query or params object) cannot be accepted, naming the field
 * ("body.data.line must ..."), or null. Iterative, so a hostile depth cannot exhaust the stack.
 */
export function untrustedValueProblem(value: unknown, where: string): string | null {
  const stack: Array<{ node: unknown; path: Array<string | number> }> = [{ node: value, path: [] }];
  while (stack.length > 0) {
    const { node, path } = stack.pop()!;
    if (typeof node === 'string') {
      const reason = badTextReason(node);
      if (reason) return `${label(where, path)} ${reason}`;
      continue;
    }
    if (typeof node === 'number') {
      if (!Number.isFinite(node)) return `${label(where, path)} must be a finite number`;
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (path.length >= MAX_JSON_DEPTH) return `${label(where, path.slice(0, 3))} nests too deeply: at most ${MAX_JSON_DEPTH} levels`;
    if (Array.isArray(node)) {
      if (node.length > MAX_ARRAY_LENGTH) return `${label(where, path)} must hold at most ${MAX_ARRAY_LENGTH} items`;
      node.forEach((item, index) => stack.push({ node: item, path: [...path, index] }));
      continue;
    }
    for (const [key, item] of Object.entries(node as Record<string, unknown>)) {
      const reason = badTextReason(key);
      if (reason) return `a field name in ${label(where, path)} ${reason}`;
      stack.push({ node: item, path: [...path, key] });
    }
  }
  return null;
}

/** Throws a 400 naming the field when `value` cannot be accepted. */
export function assertAcceptable(value: unknown, where: string): void {
  const problem = untrustedValueProblem(value, where);
  if (!problem) return;
  // The offending place, as the message names it ("the body[0].t": body[0].t).
  const field = (problem.startsWith('a field name in ') ? problem.slice('a field name in '.length) : problem).replace(/^the /, '').split(' ')[0];
  throw badRequest(`Invalid request: ${problem}.`, { field });
}

/** A cookie value worth reading: printable ASCII (what this server and its client write), short. */
export function isAcceptableCookieValue(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_COOKIE_LENGTH && /^[\x21-\x7E]*$/.test(value);
}

/** Drops every cookie that is not an acceptable value, in place: such a cookie counts as not sent. */
export function dropUntrustedCookies(cookies: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(cookies)) {
    if (!isAcceptableCookieValue(value) || badTextReason(name)) delete cookies[name];
  }
}

/** Postgres SQLSTATE classes that mean "this value does not fit": data exceptions (22) and too deep (54001). */
function isDataErrorCode(code: unknown): boolean {
  return typeof code === 'string' && (code.startsWith('22') || code === '54001' || code === '54000');
}

/**
 * A database error caused by a value (out of range, bad encoding, too deep) as a 400 message
 * naming the field where it can be found, or null for any other error.
 */
export function databaseDataError(error: unknown, request: { body?: unknown; query?: unknown }): string | null {
  if (!error || typeof error !== 'object' || !isDataErrorCode((error as { code?: unknown }).code)) return null;
  const { column, message } = error as { column?: unknown; message?: unknown };
  let field = typeof column === 'string' && column ? column : null;
  // 'value "2147483648" is out of range for type integer': find the field that holds that value.
  const quoted = typeof message === 'string' ? /"([^"]{1,100})"/.exec(message)?.[1] : undefined;
  if (!field && quoted !== undefined) field = findFieldHolding(request.body, quoted, 'body') ?? findFieldHolding(request.query, quoted, 'query');
  return `Invalid request: ${field ?? 'a value'} cannot be stored (${typeof message === 'string' ? message : 'data error'}).`;
}

function findFieldHolding(value: unknown, text: string, where: string): string | null {
  const stack: Array<{ node: unknown; path: Array<string | number> }> = [{ node: value, path: [] }];
  while (stack.length > 0) {
    const { node, path } = stack.pop()!;
    if ((typeof node === 'string' || typeof node === 'number') && String(node) === text) return label(where, path);
    if (typeof node === 'string' && path.length < MAX_JSON_DEPTH && /^[[{]/.test(node)) {
      try {
        stack.push({ node: JSON.parse(node), path });
      } catch {
        // not JSON text
      }
    }
    if (node && typeof node === 'object' && path.length < MAX_JSON_DEPTH) {
      for (const [key, item] of Object.entries(node as Record<string, unknown>)) stack.push({ node: item, path: [...path, Array.isArray(node) ? Number(key) : key] });
    }
  }
  return null;
}
