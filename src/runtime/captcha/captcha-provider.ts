import { CAPTCHA_COMPACT_BELOW_PX } from '../catalog/platform-limits.js';
import { loadExternalScript } from '../dom/external-script.js';
import { clock } from '../time/clock.js';

/**
 * The captcha behind a small adapter (spec 03 §3-4, §8): the provider's script is loaded lazily,
 * once per page; a widget is rendered into a container, compact when the container is narrower
 * than 320 px. The contract is reCAPTCHA's explicit-render API, so tests load a local provider
 * script implementing the same contract (test/support/captcha-provider.js).
 */

/** What the provider script puts on `window.grecaptcha` (reCAPTCHA's explicit-render contract). */
export interface CaptchaProviderApi {
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      size: CaptchaSize;
      callback?: (token: string) => void;
      'expired-callback'?: () => void;
      'error-callback'?: () => void;
    },
  ): number;
  getResponse(widgetId?: number): string;
  reset(widgetId?: number): void;
  ready?(callback: () => void): void;
}

declare global {
  interface Window {
    grecaptcha?: CaptchaProviderApi;
  }
}

export type CaptchaSize = 'compact' | 'normal';

/** spec 03 §8: rejection when the site has no captcha key. */
export const CAPTCHA_NOT_SET_UP_MESSAGE = 'ReCaptcha has not been set up!';
export const CAPTCHA_DOCUMENT_GONE_MESSAGE = 'The page was left while the captcha was loading.';
export const CAPTCHA_LOAD_FAILED_MESSAGE = 'The captcha could not be loaded.';
/** The provider's explicit-render script. */
export const DEFAULT_CAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit';
/** How long the provider gets to appear after its script loaded. */
export const CAPTCHA_READY_TIMEOUT_MS = 10_000;

export function captchaSize(containerWidth: number): CaptchaSize {
  return containerWidth < CAPTCHA_COMPACT_BELOW_PX ? 'compact' : 'normal';
}

export interface CaptchaSettings {
  siteKey?: string | null;
  scriptUrl?: string | null;
}

const loading = new Map<string, Promise<CaptchaProviderApi>>();

function waitForProvider(win: Window, resolve: (api: CaptchaProviderApi) => void, reject: (error: Error) => void): void {
  const started = clock.now();
  const check = () => {
    const api = win.grecaptcha;
    if (api && typeof api.render === 'function') {
      if (typeof api.ready === 'function') api.ready(() => resolve(api));
      else resolve(api);
      return;
    }
    if (clock.now() - started > CAPTCHA_READY_TIMEOUT_MS) reject(new Error(CAPTCHA_LOAD_FAILED_MESSAGE));
    else clock.setTimeout(check, 25);
  };
  check();
}

/** Loads the provider script once per URL; rejects if the page goes away meanwhile (spec 03 §8). */
export function loadCaptchaProvider(scriptUrl: string, doc: Document = document): Promise<CaptchaProviderApi> {
  const win = doc.defaultView ?? window;
  if (win.grecaptcha && typeof win.grecaptcha.render === 'function') return Promise.resolve(win.grecaptcha);
  let pending = loading.get(scriptUrl);
  if (pending) return pending;
  pending = new Promise<CaptchaProviderApi>((resolve, reject) => {
    const onGone = () => reject(new Error(CAPTCHA_DOCUMENT_GONE_MESSAGE));
    win.addEventListener('pagehide', onGone, { once: true });
    // The shared script loader: once per URL, the Trusted Types policy, and a time-out.
    loadExternalScript(scriptUrl, { timeoutMs: CAPTCHA_READY_TIMEOUT_MS, doc }).then(
      () => waitForProvider(win, resolve, reject),
      () => reject(new Error(CAPTCHA_LOAD_FAILED_MESSAGE)),
    );
  });
  pending.catch(() => loading.delete(scriptUrl));
  loading.set(scriptUrl, pending);
  return pending;
}

export interface CaptchaWidget {
  /** The token once the visitor completed the captcha, else ''. */
  token(): string;
  reset(): void;
}

/** Renders a captcha widget into `container`; rejects with 'ReCaptcha has not been set up!' without a site key. */
export async function renderCaptcha(container: HTMLElement, settings: CaptchaSettings, onChange: (token: string) => void): Promise<CaptchaWidget> {
  const siteKey = settings.siteKey?.trim();
  if (!siteKey) throw new Error(CAPTCHA_NOT_SET_UP_MESSAGE);
  const api = await loadCaptchaProvider(settings.scriptUrl || DEFAULT_CAPTCHA_SCRIPT_URL, container.ownerDocument);
  if (!container.isConnected) throw new Error(CAPTCHA_DOCUMENT_GONE_MESSAGE);
  const id = api.render(container, {
    sitekey: siteKey,
    size: captchaSize(container.getBoundingClientRect().width),
    callback: (token) => onChange(token),
    'expired-callback': () => onChange(''),
  });
  container.dataset.state = 'rendered';
  return {
    token: () => api.getResponse(id) || '',
    reset: () => {
      api.reset(id);
      onChange('');
    },
  };
}
