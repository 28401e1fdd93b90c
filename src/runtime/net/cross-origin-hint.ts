/**
 * A set-up hint for a site owner (issue 16): when the site API is on another origin and a call to
 * it fails without any reply, the browser shows only its own CORS error, which does not say what
 * to change. The runtime adds one console error a page naming the setting that allows the page.
 */

/**
 * The hint for a failed call from `pageUrl` to `apiUrl`, or null when the API is on the page's own
 * origin (then CORS is not the cause).
 */
export function crossOriginRefusalHint(apiUrl: string, pageUrl: string): string | null {
  let api: URL;
  let page: URL;
  try {
    api = new URL(apiUrl);
    page = new URL(pageUrl);
  } catch {
    return null;
  }
  if (api.origin === page.origin || page.origin === 'null') return null;
  return `Sitestack: the site API at ${api.origin} could not be reached from this page (${page.origin}). If the API is running, add ${page.origin} to its ALLOWED_ORIGINS setting (README "Configuration").`;
}

let hinted = false;

/** Logs {@link crossOriginRefusalHint} once a page. */
export function hintCrossOriginRefusal(apiUrl: string, pageUrl: string): void {
  if (hinted) return;
  const hint = crossOriginRefusalHint(apiUrl, pageUrl);
  if (!hint) return;
  hinted = true;
  console.error(hint);
}
