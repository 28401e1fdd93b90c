/**
 * Server-side captcha check behind a small adapter (issue 4, spec 03 §4). The contract is
 * reCAPTCHA's siteverify: POST `secret`, `response` (the visitor's token) and optionally
 * `remoteip`, form-encoded, to the verify URL; the answer is JSON `{ success: boolean, ... }`.
 * Any provider with the same contract (hCaptcha, Turnstile, a local fake in tests) plugs in by URL.
 */

export const DEFAULT_CAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** A verify call that takes longer is given up (the submission is refused, its key stays usable). */
export const CAPTCHA_VERIFY_TIMEOUT_MS = 10_000;

export type CaptchaVerdict =
  /** The token was checked by the provider and is good, or (no secret configured) was present. */
  | { ok: true; verified: boolean }
  /** No token was sent, or the provider said it is not valid: the visitor completes the captcha again. */
  | { ok: false; reason: 'missing' | 'rejected' }
  /** The provider could not be asked: a server problem, the visitor may simply try again. */
  | { ok: false; reason: 'unavailable' };

export interface CaptchaVerifier {
  /** Whether tokens are really checked (a secret is configured). */
  readonly verifies: boolean;
  verify(token: string | undefined, remoteIp?: string): Promise<CaptchaVerdict>;
}

export interface SiteverifyOptions {
  secret: string;
  verifyUrl?: string;
  timeoutMs?: number;
  /** The HTTP client; tests may pass their own. */
  fetch?: typeof fetch;
}

/** Checks tokens with the provider's siteverify endpoint. */
export function siteverifyCaptchaVerifier(options: SiteverifyOptions): CaptchaVerifier {
  const verifyUrl = options.verifyUrl || DEFAULT_CAPTCHA_VERIFY_URL;
  const send = options.fetch ?? fetch;
  return {
    verifies: true,
    async verify(token, remoteIp) {
      if (!token) return { ok: false, reason: 'missing' };
      const body = new URLSearchParams({ secret: options.secret, response: token });
      if (remoteIp) body.set('remoteip', remoteIp);
      let answer: unknown;
      try {
        const response = await send(verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: body.toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? CAPTCHA_VERIFY_TIMEOUT_MS),
        });
        if (!response.ok) return { ok: false, reason: 'unavailable' };
        answer = await response.json();
      } catch {
        return { ok: false, reason: 'unavailable' };
      }
      const success = typeof answer === 'object' && answer !== null && (answer as { success?: unknown }).success === true;
      return success ? { ok: true, verified: true } : { ok: false, reason: 'rejected' };
    },
  };
}

/**
 * Without a secret nothing can be verified: a token is still required from forms that ask for a
 * captcha, but any token is accepted. The server says so at start-up (see captchaStartupNotice).
 */
export const tokenPresenceOnlyVerifier: CaptchaVerifier = {
  verifies: false,
  async verify(token) {
    return token ? { ok: true, verified: false } : { ok: false, reason: 'missing' };
  },
};

/** The verifier for a configuration: siteverify when a secret is set, else presence only. */
export function captchaVerifierFor(config: { captchaSecret?: string | undefined; captchaVerifyUrl?: string | undefined }): CaptchaVerifier {
  return config.captchaSecret ? siteverifyCaptchaVerifier({ secret: config.captchaSecret, verifyUrl: config.captchaVerifyUrl }) : tokenPresenceOnlyVerifier;
}

/** The start-up line about captcha checking, or null when tokens are verified. */
export function captchaStartupNotice(verifier: CaptchaVerifier): string | null {
  return verifier.verifies
    ? null
    : 'Captcha: CAPTCHA_SECRET is not set, so captcha tokens are not verified (forms that ask for a captcha still need one). Set CAPTCHA_SECRET to check them with the provider.';
}
