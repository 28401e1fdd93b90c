/**
 * The attribute the loader sets on a drawn cookie banner once it knows the visitor has made no
 * choice (src/runtime/consent/early-banner-reveal.ts, issue 49); the banner sets it itself once it
 * has hydrated, whatever the choice, so a banner drawn for everyone leaves the page rules' hiding.
 * The same name as the loader's (the loader shares no module with the blocks; a unit test checks).
 */
export const BANNER_CONSENT_KNOWN_ATTRIBUTE = 'data-ss-consent-known';
