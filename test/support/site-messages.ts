import { forgetSiteCatalogues } from '../../src/runtime/i18n/site-text.js';

/** Gives the page a site's translations (`#ss-messages`, locale → key → text) and makes the runtime read them again. */
export function siteMessages(catalogues: unknown): void {
  document.body.innerHTML = `<script type="application/json" id="ss-messages">${JSON.stringify(catalogues)}</script>`;
  forgetSiteCatalogues();
}
