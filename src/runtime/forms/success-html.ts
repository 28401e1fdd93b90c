import { setTrustedHtmlWithScripts } from '../dom/run-inserted-scripts.js';

/**
 * Shows the owner's post-submit HTML (spec 02 §4) through the Trusted Types policy and re-runs
 * its scripts in document order, external ones awaited (the one shared rule in runtime/dom).
 */
export function renderSuccessHtml(container: Element, html: string): Promise<void> {
  return setTrustedHtmlWithScripts(container, html);
}
