/**
 * Loads a third-party script (maps provider, booking vendor, social platform) once per URL,
 * with a time-out. Script URLs go through a Trusted Types policy so the loader works under
 * `require-trusted-types-for 'script'` (the page allows the `sitestack-script` policy).
 */
export const SCRIPT_URL_POLICY_NAME = 'sitestack-script';

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}

let policy: ScriptUrlPolicy | null | undefined;

function scriptUrl(url: string): string {
  if (policy === undefined) {
    const factory = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy } }).trustedTypes;
    try {
      // Only absolute http(s) URLs or same-origin paths are turned into script URLs.
      policy = factory ? factory.createPolicy(SCRIPT_URL_POLICY_NAME, { createScriptURL: (input) => input }) : null;
    } catch {
      policy = null;
    }
  }
  return (policy ? policy.createScriptURL(url) : url) as string;
}

/** Whether a URL may be loaded as a script: http(s) or a same-origin path. */
export function isLoadableScriptUrl(url: string, base: string = typeof location === 'undefined' ? 'http://localhost/' : location.href): boolean {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

export class ScriptLoadError extends Error {
  override name = 'ScriptLoadError';
  constructor(
    message: string,
    readonly reason: 'timeout' | 'error' | 'invalid-url',
  ) {
    super(message);
  }
}

export interface ExternalScriptOptions {
  /** Reject when the script has not loaded (or signalled ready) within this time. */
  timeoutMs: number;
  /**
   * When the script signals readiness by calling a global callback, its name: the promise then
   * resolves with the callback's first argument instead of on the load event.
   */
  callbackName?: string;
  doc?: Document;
}

const loads = new Map<string, Promise<unknown>>();

/**
 * The shared promise for a script: the first call adds the `<script>`, later calls with the same
 * URL get the same promise (resolved, pending or rejected).
 */
export function loadExternalScript<T = void>(url: string, options: ExternalScriptOptions): Promise<T> {
  const existing = loads.get(url);
  if (existing) return existing as Promise<T>;
  const promise = new Promise<T>((resolve, reject) => {
    if (!isLoadableScriptUrl(url)) {
      reject(new ScriptLoadError(`Sitestack: ${url} is not a script URL that can be loaded.`, 'invalid-url'));
      return;
    }
    const doc = options.doc ?? document;
    const script = doc.createElement('script');
    let settled = false;
    const finish = (error: ScriptLoadError | null, value?: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // A late callback from a timed-out script must not throw on the page.
      if (options.callbackName) (globalThis as Record<string, unknown>)[options.callbackName] = () => undefined;
      if (error) reject(error);
      else resolve(value as T);
    };
    const timer = setTimeout(
      () => finish(new ScriptLoadError(`Sitestack: the script ${url} did not load within ${options.timeoutMs / 1000} s.`, 'timeout')),
      options.timeoutMs,
    );
    if (options.callbackName) {
      (globalThis as Record<string, unknown>)[options.callbackName] = (value: unknown) => finish(null, value);
    } else {
      script.addEventListener('load', () => finish(null));
    }
    script.addEventListener('error', () => finish(new ScriptLoadError(`Sitestack: the script ${url} could not be loaded.`, 'error')));
    script.async = true;
    script.src = scriptUrl(url);
    doc.head.append(script);
  });
  loads.set(url, promise);
  return promise;
}
