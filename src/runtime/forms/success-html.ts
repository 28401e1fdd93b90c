import { setTrustedInnerHTML } from '../dom/trusted-html.js';

/**
 * Shows the owner's post-submit HTML (spec 02 §4) through the Trusted Types policy and re-runs
 * its scripts: scripts inserted with innerHTML never run, so each is replaced by a fresh copy.
 */
export function renderSuccessHtml(container: Element, html: string): void {
  setTrustedInnerHTML(container, html);
  for (const old of Array.from(container.querySelectorAll('script'))) {
    const script = document.createElement('script');
    for (const { name, value } of Array.from(old.attributes)) script.setAttribute(name, value);
    try {
      script.text = old.text;
    } catch {
      // Under a strict Trusted Types CSP without a script policy the copy stays inert.
    }
    old.replaceWith(script);
  }
}
