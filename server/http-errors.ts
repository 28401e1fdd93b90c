import { assertAcceptable } from './input-boundary.js';
/** An error with the HTTP status and JSON body the client should get. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly body: Record<string, unknown>;
  constructor(statusCode: number, message: string, body: Record<string, unknown> = {}) {
    super(message);
    this.statusCode = statusCode;
    this.body = { error: message, ...body };
  }
}

/**
 * The 429 of every rate limit: the limit and its own window (not the time left in it), and when
 * to try again.
 */
export function tooManyRequests(max: number, windowMs: number, ttlMs: number): HttpError {
  const retryAfterSeconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new HttpError(429, `Too many requests: the limit is ${max} per ${Math.round(windowMs / 1000)} seconds here. Try again in ${retryAfterSeconds} seconds.`, {
    retryAfterSeconds,
  });
}

export const badRequest = (message: string, body?: Record<string, unknown>) => new HttpError(400, message, body);

interface SchemaIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  expected?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  origin?: string;
  keys?: string[];
  values?: unknown[];
}

interface SafeParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly unknown[] } };
}

function valueAt(root: unknown, path: PropertyKey[]): unknown {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

function describeIssue(issue: SchemaIssue, input: unknown): string {
  const where = issue.path.length > 0 ? issue.path.map(String).join('.') : '';
  const subject = where || 'the body';
  const unit = (count: number | bigint | undefined) => {
    const noun = issue.origin === 'string' ? 'character' : issue.origin === 'array' ? 'item' : '';
    return noun ? ` ${noun}${Number(count) === 1 ? '' : 's'}` : '';
  };
  switch (issue.code) {
    case 'unrecognized_keys':
      return `${where ? `${where}: ` : ''}unknown field${issue.keys && issue.keys.length > 1 ? 's' : ''} ${(issue.keys ?? []).join(', ')}`;
    case 'invalid_type':
      if (valueAt(input, issue.path) === undefined) return `${subject} is required`;
      return `${subject} must be ${issue.expected === 'array' ? 'an array' : issue.expected === 'object' ? 'an object' : issue.expected === 'int' ? 'a whole number' : `a ${issue.expected}`}`;
    case 'too_big':
      return `${subject} must be at most ${String(issue.maximum)}${unit(issue.maximum)}`;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return `${subject} must not be empty`;
      return `${subject} must be at least ${String(issue.minimum)}${unit(issue.minimum)}`;
    case 'invalid_value':
      return `${subject} must be one of ${(issue.values ?? []).map((value) => JSON.stringify(value)).join(', ')}`;
    case 'invalid_union':
      return `${subject} has the wrong type`;
    default:
      // invalid_format and custom checks carry our own messages.
      return issue.message && !issue.message.startsWith('Invalid input') ? issue.message : `${subject} is invalid`;
  }
}

/** Validates `value`, or throws a 400 naming every problem ("formId is required; ..."). */
export function parseWith<T>(schema: SafeParser<T>, value: unknown, what = 'request body'): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = (result.error.issues as SchemaIssue[]).slice(0, 10).map((issue) => describeIssue(issue, value));
  throw badRequest(`Invalid ${what}: ${problems.join('; ')}.`);
}

/** Parses a JSON text field (RecordHit data, widgetJSON, form) or throws a clear 400. */
export function parseJsonField(text: string, field: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw badRequest(`Invalid request body: ${field} is not valid JSON (${(error as Error).message}).`);
  }
  // The same boundary as every parsed body (server/input-boundary.ts).
  assertAcceptable(value, field);
  return value;
}
