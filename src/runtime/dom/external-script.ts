import { isLoadableScriptUrl, toTrustedScriptURL } from './trusted-html.js';
import { clock } from '../time/clock.js';

/**
 * Loads a third-party script (maps provider, booking vendor, social platform, captcha) once per
 * URL, with a time-out. Script URLs go through the bundle's one Trusted Types policy
 * (trusted-html.ts), so the loader works under `require-trusted-types-for 'script'`.
 */
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
 * URL get the same promise while it is pending or resolved. A failed load is forgotten, so a
 * later call (a captcha after a network blip) tries again.
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
      clock.clearTimeout(timer);
      // A late callback from a timed-out script must not throw on the page.
      if (options.callbackName) (globalThis as Record<string, unknown>)[options.callbackName] = () => undefined;
      if (error) reject(error);
      else resolve(value as T);
    };
    const timer = clock.setTimeout(
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
    script.src = toTrustedScriptURL(url);
    doc.head.append(script);
  });
  loads.set(url, promise);
  promise.catch(() => {
    if (loads.get(url) === promise) loads.delete(url);
  });
  return promise;
}
