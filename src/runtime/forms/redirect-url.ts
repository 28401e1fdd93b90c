/**
 * The success redirect of spec 02 §4, made safe: only http(s) URLs and same-site paths are
 * followed; `javascript:`, `data:` and every other scheme, protocol-relative `//host` and
 * backslash tricks are refused.
 */
export function safeRedirectUrl(raw: string | null | undefined, pageUrl: string): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  // Browsers strip tabs and newlines inside URLs and treat "\" as "/": refuse both outright.
  if (text === '' || /[\u0000-\u001f\u007f\\]/.test(text)) return null;
  let base: URL;
  try {
    base = new URL(pageUrl);
  } catch {
    return null;
  }
  const sameSitePath = /^\/(?!\/)/.test(text) || /^[?#]/.test(text);
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(text);
  if (!sameSitePath && !absolute) return null;
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (sameSitePath && url.origin !== base.origin) return null;
  return url.href;
}
