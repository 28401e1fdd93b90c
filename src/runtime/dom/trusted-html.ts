/**
 * The one Trusted Types policy of the bundle, named `sitestack`. Server HTML that a block shows
 * (widget renderings, a form's post-submit message) goes through `toTrustedHTML`, so the bundle
 * works under `Content-Security-Policy: require-trusted-types-for 'script'; trusted-types sitestack`.
 * The HTML comes from the site's own API (owner-authored content), so the policy passes it as is.
 */
export const TRUSTED_TYPES_POLICY_NAME = 'sitestack';

interface TrustedTypePolicyLike {
  createHTML(input: string): unknown;
  createScript(input: string): unknown;
  createScriptURL(input: string): unknown;
}

let policy: TrustedTypePolicyLike | null | undefined;

function getPolicy(): TrustedTypePolicyLike | null {
  if (policy !== undefined) return policy;
  const factory = (
    globalThis as {
      trustedTypes?: {
        createPolicy(name: string, rules: { createHTML(input: string): string; createScript(input: string): string; createScriptURL(input: string): string }): TrustedTypePolicyLike;
      };
    }
  ).trustedTypes;
  // Owner-authored scripts of the same HTML (embed blocks, post-submit messages) are re-run through it too.
  policy = factory
    ? factory.createPolicy(TRUSTED_TYPES_POLICY_NAME, { createHTML: (input) => input, createScript: (input) => input, createScriptURL: (input) => input })
    : null;
  return policy;
}

/** Markup ready for `innerHTML` (a TrustedHTML where the browser has Trusted Types). */
export function toTrustedHTML(html: string): string {
  const active = getPolicy();
  return (active ? active.createHTML(html) : html) as string;
}

/** Sets `element`'s markup through the policy. */
export function setTrustedInnerHTML(element: Element | ShadowRoot, html: string): void {
  (element as Element).innerHTML = toTrustedHTML(html);
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
