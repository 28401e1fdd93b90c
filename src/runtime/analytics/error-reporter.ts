/**
 * The error reporter, spec 01 §3 error report, §7 RecordJavascriptErrors, §8-9 limits: window
 * errors and unhandled rejections are queued (at most 10), sent in batches 1 s after the first
 * queued error, at most 20 sends a page; stacks over 5000 characters are cut and marked
 * truncated; a missing app name logs a console error and uses 'unknown'. After a 429 nothing is
 * sent for a while, and every batch stays under the 64 KiB keep-alive body limit.
 */
import { ERROR_QUEUE_LIMIT } from './tracking-request-schema.js';

export { ERROR_QUEUE_LIMIT };
/** Sends per page, spec 01 §9. */
export const ERROR_SEND_LIMIT = 20;
/** Debounce, spec 01 §9. */
export const ERROR_DEBOUNCE_MS = 1000;
/** Stack limit, spec 01 §9. */
export const ERROR_STACK_LIMIT = 5000;
/** Appended to a stack that was cut. */
export const TRUNCATED_MARK = '\n[truncated]';
/** Browsers refuse keep-alive bodies over 64 KiB; each batch stays under it. */
export const ERROR_BATCH_BYTE_LIMIT = 64 * 1024;
/** How long sending pauses after a 429 when the reply names no wait. */
export const RATE_LIMITED_PAUSE_MS = 60_000;
/** Longest message kept (the site API refuses longer ones). */
export const ERROR_MESSAGE_LIMIT = 5000;
/** App name used when none is given, spec 01 §8. */
export const UNKNOWN_APP = 'unknown';
export const MISSING_APP_MESSAGE = "Sitestack error reporter: no app name was given; reporting as 'unknown'.";
/** The report a page whose context names no environment sends (spec 01 §8). */
export const MISSING_ENVIRONMENT_MESSAGE = 'Missing environment value: the page context has no "env".';

export interface ErrorReportInput {
  message: string;
  stack?: string | null;
  file?: string | null;
  line?: number | null;
  column?: number | null;
  customData?: Record<string, unknown> | null;
}

export interface ErrorReportFields {
  app: string;
  message: string;
  stack: string | null;
  file: string | null;
  line: number | null;
  column: number | null;
  customData: Record<string, unknown> | null;
  siteId: string | null;
  templateId: string | null;
  url: string | null;
  userAgent: string | null;
}

export interface ErrorReport {
  event: string;
  data: ErrorReportFields;
  timestamp: number;
}

/** spec 01 §8: stacks over 5000 characters are cut and marked truncated. */
export function truncateStack(stack: string | null | undefined): string | null {
  if (typeof stack !== 'string' || stack === '') return null;
  return stack.length > ERROR_STACK_LIMIT ? stack.slice(0, ERROR_STACK_LIMIT) + TRUNCATED_MARK : stack;
}

function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

/**
 * Takes reports from the front of `queue` while the JSON array stays under the byte limit. A
 * single report that is too large on its own loses its custom data, then its stack.
 */
export function takeBatchUnderLimit(queue: ErrorReport[], limit: number = ERROR_BATCH_BYTE_LIMIT): ErrorReport[] {
  const batch: ErrorReport[] = [];
  while (queue.length > 0) {
    let next = queue[0] as ErrorReport;
    if (batch.length === 0) {
      if (byteLength(JSON.stringify([next])) > limit) next = { ...next, data: { ...next.data, customData: null } };
      if (byteLength(JSON.stringify([next])) > limit) next = { ...next, data: { ...next.data, stack: null } };
    }
    if (byteLength(JSON.stringify([...batch, next])) > limit) {
      if (batch.length === 0) queue.shift(); // cannot fit at all: dropped
      break;
    }
    batch.push(next);
    queue.shift();
  }
  return batch;
}

export interface ErrorReporterEnvironment {
  app: string | null | undefined;
  page: () => Pick<ErrorReportFields, 'siteId' | 'templateId' | 'url' | 'userAgent'>;
  /**
   * Sends one batch; resolves with the HTTP status (0 when no reply) and a retry-after in ms, if
   * given. `hiding`: the page is going away, so the batch must go by beacon (a keep-alive body).
   */
  send: (reports: ErrorReport[], hiding: boolean) => Promise<{ status: number; retryAfterMs?: number | null }>;
  now: () => number;
  setTimer: (callback: () => void, ms: number) => unknown;
  logError: (message: string) => void;
}

export interface ErrorReporter {
  report(input: ErrorReportInput, event?: string): boolean;
  /** Sends what is queued now; `hiding` (page hide) sends every queued batch at once by beacon. Respects the limits. */
  flush(hiding?: boolean): void;
  readonly sends: number;
  readonly queued: number;
}

export function createErrorReporter(env: ErrorReporterEnvironment): ErrorReporter {
  let app = env.app;
  if (!app) {
    env.logError(MISSING_APP_MESSAGE);
    app = UNKNOWN_APP;
  }
  const queue: ErrorReport[] = [];
  let sends = 0;
  let timerSet = false;
  let pausedUntil = 0;
  let inFlight = false;

  // The time the next send is due; each new report moves it (spec 01 §8-9: sends are debounced
  // by 1 second, so errors at 0 and 800 ms go together at 1800 ms).
  let dueAt = 0;
  const arm = (ms: number) => {
    timerSet = true;
    env.setTimer(() => {
      const early = dueAt - env.now();
      if (early > 0) {
        arm(early);
        return;
      }
      timerSet = false;
      flush();
    }, ms);
  };
  const schedule = (ms: number) => {
    dueAt = Math.max(dueAt, env.now() + ms);
    if (!timerSet) arm(ms);
  };
  const debounce = () => {
    dueAt = env.now() + ERROR_DEBOUNCE_MS;
    if (!timerSet) arm(ERROR_DEBOUNCE_MS);
  };

  function flush(hiding = false): void {
    if (queue.length === 0 || sends >= ERROR_SEND_LIMIT) return;
    if (inFlight && !hiding) return;
    const wait = pausedUntil - env.now();
    if (wait > 0) {
      if (!hiding) schedule(wait);
      return;
    }
    if (hiding) {
      // The page is going away: every queued batch now, each under the keep-alive limit.
      while (queue.length > 0 && sends < ERROR_SEND_LIMIT) {
        const batch = takeBatchUnderLimit(queue);
        if (batch.length === 0) return;
        sends++;
        env.send(batch, true).catch(() => undefined);
      }
      return;
    }
    const batch = takeBatchUnderLimit(queue);
    if (batch.length === 0) return;
    sends++;
    inFlight = true;
    env.send(batch, false).then(
      ({ status, retryAfterMs }) => {
        inFlight = false;
        if (status === 429) pausedUntil = env.now() + (retryAfterMs && retryAfterMs > 0 ? retryAfterMs : RATE_LIMITED_PAUSE_MS);
        if (queue.length > 0) schedule(status === 429 ? Math.max(ERROR_DEBOUNCE_MS, pausedUntil - env.now()) : ERROR_DEBOUNCE_MS);
      },
      () => {
        inFlight = false;
      },
    );
  }

  return {
    report(input, event = 'javascript-error') {
      // Over the send limit nothing will go out: drop at once rather than hold memory.
      if (sends >= ERROR_SEND_LIMIT || queue.length >= ERROR_QUEUE_LIMIT) return false;
      const message = String(input.message ?? '').slice(0, ERROR_MESSAGE_LIMIT) || 'Unknown error';
      queue.push({
        event,
        timestamp: env.now(),
        data: {
          app: app as string,
          message,
          stack: truncateStack(input.stack),
          file: input.file ? String(input.file).slice(0, 4000) : null,
          line: Number.isInteger(input.line) ? (input.line as number) : null,
          column: Number.isInteger(input.column) ? (input.column as number) : null,
          customData: input.customData ?? null,
          ...env.page(),
        },
      });
      debounce();
      return true;
    },
    flush,
    get sends() {
      return sends;
    },
    get queued() {
      return queue.length;
    },
  };
}

/** What a window `error` event or an unhandled rejection reason says, as a report. */
export function reportFromError(error: unknown, fallback: Partial<ErrorReportInput> = {}): ErrorReportInput {
  if (error instanceof Error) {
    return { message: `${error.name}: ${error.message}`, stack: error.stack ?? null, ...stripEmpty(fallback) };
  }
  let message: string;
  try {
    message = typeof error === 'string' ? error : JSON.stringify(error) ?? String(error);
  } catch {
    message = String(error);
  }
  return { message, ...stripEmpty(fallback), ...(fallback.message ? { message: fallback.message } : {}) };
}

function stripEmpty(input: Partial<ErrorReportInput>): Partial<ErrorReportInput> {
  const out: Partial<ErrorReportInput> = {};
  for (const [key, value] of Object.entries(input)) if (value !== undefined && value !== null && value !== '') (out as Record<string, unknown>)[key] = value;
  delete out.message;
  return out;
}

/**
 * Spec 01 §8 "a missing environment value is reported to an error-reporting service": the page
 * context's `env` (spec 01 §3) absent, empty or not text gives the report to send; a named one, null.
 */
export function missingEnvironmentReport(context: { env?: unknown }): ErrorReportInput | null {
  if (typeof context.env === 'string' && context.env.trim() !== '') return null;
  return { message: MISSING_ENVIRONMENT_MESSAGE, customData: { field: 'env' } };
}
