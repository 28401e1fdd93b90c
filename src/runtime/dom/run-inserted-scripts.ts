import { ownerHtmlWithScripts } from './owner-html.js';
import { allowOwnerScript, isLoadableScriptUrl, toTrustedScript, toTrustedScriptURL } from './trusted-html.js';

/**
 * Scripts inserted with innerHTML never run. Owner HTML that carries scripts (an embed block, a
 * form's post-submit message) needs them to, as they would in the page: each `<script>` is
 * replaced by a fresh copy (same attributes, same text) made through the Trusted Types policy,
 * one after another in document order. An external script is waited for (load or error) before
 * the next one runs, so an inline script can use what the external one defined, as in a page.
 * A script that fails to load is reported once and the rest still run. A script whose source is
 * not an http(s) address (`data:`, `blob:`, `javascript:`) never runs (docs/security.md "Owner HTML").
 */
export async function runInsertedScripts(container: Element | ShadowRoot, signal?: AbortSignal): Promise<void> {
  const doc = (container as Node).ownerDocument ?? document;
  for (const old of Array.from(container.querySelectorAll('script'))) {
    if (signal?.aborted || !old.isConnected) return;
    const script = doc.createElement('script');
    for (const { name, value } of Array.from(old.attributes)) {
      if (name !== 'src') script.setAttribute(name, value);
    }
    const src = old.getAttribute('src');
    if (src !== null && !isLoadableScriptUrl(src)) {
      console.error(`Sitestack: an owner script from ${src.slice(0, 40)} was not run: only http(s) script addresses may run.`);
      old.remove();
      continue;
    }
    try {
      if (src !== null) script.src = toTrustedScriptURL(src);
      else {
        allowOwnerScript(old.text);
        script.text = toTrustedScript(old.text);
      }
    } catch {
      // A strict CSP that does not allow the bundle's policy leaves the copy inert.
    }
    if (src !== null) {
      // Dynamically inserted external scripts are async by default; keep page order instead.
      script.async = false;
      const settled = new Promise<void>((resolve) => {
        script.addEventListener('load', () => resolve(), { once: true });
        script.addEventListener(
          'error',
          () => {
            console.error(`Sitestack: the embedded script ${src} could not be loaded.`);
            resolve();
          },
          { once: true },
        );
      });
      old.replaceWith(script);
      if (isClassicOrModule(script)) await settled;
    } else {
      old.replaceWith(script);
    }
  }
}

/** Only JavaScript scripts load and fire load/error; data blocks (`application/json` ...) do not. */
function isClassicOrModule(script: HTMLScriptElement): boolean {
  const type = (script.getAttribute('type') ?? '').trim().toLowerCase();
  return type === '' || type === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/.test(type) || type === 'text/jscript' || type === 'text/livescript';
}

/** Sets owner HTML (sanitised, its scripts kept) through the Trusted Types policy and runs its scripts in order. */
export function setTrustedHtmlWithScripts(container: Element | ShadowRoot, html: string, signal?: AbortSignal): Promise<void> {
  (container as Element).innerHTML = ownerHtmlWithScripts(html);
  return runInsertedScripts(container, signal);
}
