
/**
 * The bundle's Trusted Types policy, named `sitestack`, and the rule for owner HTML (docs/security.md,
 * "Owner HTML"). The sanitiser itself is owner-html.ts, loaded only by the blocks that
 * show owner HTML; this file stays small, for every page's start.
 *
 * Owner HTML (widget renderings, a form's post-submit message, an embed block, the cookie banner
 * text from the page context) is sanitised before it reaches the page: no event-handler
 * attribute, no `javascript:`/`data:`/`vbscript:` address, no `srcdoc`, `<object>`, `<embed>`,
 * `<base>` or `<meta>`. `<script>` elements are kept only where the spec runs the owner's scripts
 * (an embed block's HTML, a form's post-submit HTML, spec 02 §4), and of those only inline
 * scripts and http(s) sources run (run-inserted-scripts.ts): never a `data:`, `blob:` or
 * `javascript:` script. Everywhere else they are removed.
 *
 * Under `Content-Security-Policy: require-trusted-types-for 'script'; trusted-types sitestack` the
 * policy is the gate: `createHTML` sanitises, `createScript` accepts only the text of an owner
 * script the bundle is running from one of those two places, and `createScriptURL` only http(s)
 * addresses. The sanitiser parses through the same policy (see sanitizerParsePolicy).
 */
export const TRUSTED_TYPES_POLICY_NAME = 'sitestack';

/** Sanitises owner HTML; `withScripts` keeps `<script>` elements. Installed by owner-html.ts. */
export type OwnerHtmlSanitizer = (html: string, withScripts: boolean) => string;

let sanitizer: OwnerHtmlSanitizer | null = null;

export function setOwnerHtmlSanitizer(sanitize: OwnerHtmlSanitizer): void {
  sanitizer = sanitize;
}

/** Without the sanitiser nothing of the owner's HTML is let through. */
const sanitize = (html: string, withScripts: boolean) => (sanitizer ? sanitizer(html, withScripts) : '');

export interface TrustedTypePolicyLike {
  createHTML(input: string): unknown;
  createScript(input: string): unknown;
  createScriptURL(input: string): unknown;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: Partial<{ createHTML(input: string): string; createScript(input: string): string; createScriptURL(input: string): string }>): TrustedTypePolicyLike;
}

/** Whether a URL may be loaded as a script: http(s) or a same-origin path; never data:, blob: or javascript:. */
export function isLoadableScriptUrl(url: string, base: string = typeof location === 'undefined' ? 'http://localhost/' : location.href): boolean {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/** True while the sanitiser parses through the policy (see {@link sanitizerParsePolicy}). */
let parsing = false;

/**
 * What the sanitiser parses owner HTML with: the `sitestack` policy letting that one string
 * through unchanged while the sanitiser parses it (an inert document, never the page), so one
 * policy name is all a page's CSP allows. Null without Trusted Types; 'refused' when the page's
 * policy does not allow `sitestack`.
 */
export function sanitizerParsePolicy(): TrustedTypePolicyLike | null | 'refused' {
  if (!trustedTypesFactory()) return null;
  const active = getPolicy();
  if (!active) return 'refused';
  const through = <T>(create: () => T): T => {
    parsing = true;
    try {
      return create();
    } finally {
      parsing = false;
    }
  };
  return {
    createHTML: (input) => through(() => active.createHTML(input)),
    createScript: () => {
      throw new TypeError('Sitestack: the sanitiser runs no script.');
    },
    createScriptURL: (input) => through(() => active.createScriptURL(input)),
  };
}

function trustedTypesFactory(): TrustedTypesFactory | undefined {
  return (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
}

/** Owner script texts the bundle is about to run (run-inserted-scripts.ts), each accepted once. */
const ownerScripts = new Map<string, number>();

/** Lets the policy accept `text` once, as the text of an owner script being run. */
export function allowOwnerScript(text: string): void {
  // Only a Trusted Types policy asks; without one there is nothing to remember.
  if (!trustedTypesFactory()) return;
  ownerScripts.set(text, (ownerScripts.get(text) ?? 0) + 1);
}

function takeOwnerScript(text: string): boolean {
  const count = ownerScripts.get(text) ?? 0;
  if (count === 0) return false;
  if (count === 1) ownerScripts.delete(text);
  else ownerScripts.set(text, count - 1);
  return true;
}

let policy: TrustedTypePolicyLike | null | undefined;
/** Markup {@link toTrustedHTMLWithScripts} has just sanitised with its scripts, passed as is once. */
let skipNextSanitize: string | null = null;

function getPolicy(): TrustedTypePolicyLike | null {
  if (policy !== undefined) return policy;
  const factory = trustedTypesFactory();
  try {
    policy = factory
      ? factory.createPolicy(TRUSTED_TYPES_POLICY_NAME, {
          createHTML: (input) => (parsing || input === skipNextSanitize ? input : sanitize(input, false)),
          createScript: (input) => {
            if (takeOwnerScript(input)) return input;
            throw new TypeError('Sitestack: only the scripts of an embed block or a post-submit message may run.');
          },
          createScriptURL: (input) => {
            if (isLoadableScriptUrl(input)) return input;
            throw new TypeError(`Sitestack: ${input.slice(0, 40)} is not an http(s) script address.`);
          },
        })
      : null;
  } catch {
    console.error(`Sitestack: the page's Content-Security-Policy does not allow the Trusted Types policy "${TRUSTED_TYPES_POLICY_NAME}".`);
    policy = null;
  }
  return policy;
}

/** Sanitised owner markup ready for `innerHTML` (a TrustedHTML where the browser has Trusted Types); see owner-html.ts. */
export function toTrustedHTML(html: string): string {
  const active = getPolicy();
  return (active ? active.createHTML(html) : sanitize(html, false)) as string;
}

/**
 * Owner markup that keeps its `<script>` elements (inert until run-inserted-scripts.ts runs
 * them), sanitised otherwise like {@link toTrustedHTML}.
 */
export function toTrustedHTMLWithScripts(html: string): string {
  const safe = sanitize(html, true);
  const active = getPolicy();
  if (!active) return safe;
  // Already sanitised with its scripts: the policy's own sanitising would drop them.
  skipNextSanitize = safe;
  try {
    return active.createHTML(safe) as string;
  } finally {
    skipNextSanitize = null;
  }
}

/** Script text ready for `script.text` (a TrustedScript where the browser has Trusted Types). */
export function toTrustedScript(text: string): string {
  const active = getPolicy();
  return (active ? active.createScript(text) : text) as string;
}

/** A script address ready for `script.src` (a TrustedScriptURL where the browser has Trusted Types). */
export function toTrustedScriptURL(url: string): string {
  const active = getPolicy();
  return (active ? active.createScriptURL(url) : url) as string;
}
