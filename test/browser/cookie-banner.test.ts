import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { SsCookieBanner } from '../../src/elements/cookie-banner.js';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import { CONSENT_COOKIE_NAME, cookieNames, readConsentChoice } from '../../src/runtime/consent/consent-store.js';
import { COOKIE_BANNER_PREVIEW_EVENT, DEFAULT_COOKIE_BANNER_TEXT } from '../../src/runtime/consent/cookie-banner-settings.js';
import { SITE_MESSAGES_SCRIPT_ID, forgetSiteCatalogues } from '../../src/runtime/i18n/site-text.js';
import { captureConsole, defineForTest, nextFrame, parts, rendered } from '../support/browser.js';
import { emulateMedia } from '@web/test-runner-commands';
import { describeAnimation, startedVisibilityAnimation, visibilityAnimationOf } from '../support/visibility-animations.js';

defineForTest('ss-cookie-banner', SsCookieBanner);

function clearCookies() {
  for (const name of cookieNames(document.cookie)) document.cookie = `${name}=; Max-Age=0; Path=/`;
}
const base = (el: HTMLElement) => parts(el, 'base')[0]!;
const part = (el: HTMLElement, name: string) => parts<HTMLButtonElement>(el, name)[0];

async function banner(template: ReturnType<typeof html>): Promise<SsCookieBanner> {
  const el = await fixture<SsCookieBanner>(template);
  await rendered(el);
  return el;
}

describe('<ss-cookie-banner>', () => {
  let console$: ReturnType<typeof captureConsole>;
  beforeEach(() => {
    clearCookies();
    setPageContext({});
    console$ = captureConsole();
  });
  afterEach(() => {
    console$.restore();
    expect(console$.errors).to.deep.equal([]);
    clearCookies();
    history.replaceState(null, '', location.pathname);
  });

  it('shows the default bar: bottom, dark, icon accept, the default text; accepting stores true and removes it', async () => {
    const el = await banner(html`<ss-cookie-banner></ss-cookie-banner>`);
    const b = base(el);
    expect(b.hidden).to.equal(false);
    expect(b.dataset).to.include({ variant: 'bar', position: 'bottom', theme: 'dark', cta: 'icon', state: 'open' });
    expect(part(el, 'text')!.textContent).to.equal(DEFAULT_COOKIE_BANNER_TEXT);
    expect(part(el, 'decline')).to.equal(undefined);
    expect(part(el, 'accept')!.getAttribute('aria-label')).to.equal('Accept');
    await expect(el).to.be.accessible();
    const changed = oneEvent(document, 'ss-consent-change');
    part(el, 'accept')!.click();
    expect((await changed).detail).to.deep.equal({ accepted: true });
    expect(readConsentChoice(document.cookie)).to.equal(true);
    await waitUntil(() => base(el).hidden, 'banner stayed after the choice');
    expect(base(el).dataset.state).to.equal('closed');
  });

  // spec 02 §4 "Show and hide with fade", §9 "Animation default 0.3 s"
  it('fades out after the choice and is then hidden, not left half-visible; with reduced motion it goes at once', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const el = await banner(html`<ss-cookie-banner></ss-cookie-banner>`);
    part(el, 'accept')!.click();
    const fade = await startedVisibilityAnimation(base(el));
    expect(describeAnimation(fade)).to.deep.equal({ keyframes: [{ opacity: '1' }, { opacity: '0' }], durationMs: 300 });
    expect(base(el).dataset.state).to.equal('closing');
    expect(base(el).hidden).to.equal(false);
    fade.finish();
    await waitUntil(() => base(el).hidden, 'banner stayed after its fade');
    expect(base(el).dataset.state).to.equal('closed');

    clearCookies();
    await emulateMedia({ reducedMotion: 'reduce' });
    const still = await banner(html`<ss-cookie-banner></ss-cookie-banner>`);
    part(still, 'accept')!.click();
    await waitUntil(() => base(still).hidden, 'banner stayed after the choice');
    expect(visibilityAnimationOf(base(still))).to.equal(undefined);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('declines with opt-in-and-out: stores false and clears the analytics cookies', async () => {
    document.cookie = 'ss_cvr=abc; Path=/';
    document.cookie = 'ss_cvisit=x; Path=/';
    const el = await banner(html`<ss-cookie-banner accept-type="opt-in-and-out" cta-variant="button" theme="light"></ss-cookie-banner>`);
    expect(part(el, 'decline')!.textContent).to.equal('Decline');
    expect(part(el, 'accept')!.textContent).to.equal('Accept');
    await expect(el).to.be.accessible();
    part(el, 'decline')!.click();
    expect(readConsentChoice(document.cookie)).to.equal(false);
    expect(cookieNames(document.cookie)).not.to.include('ss_cvr');
    expect(cookieNames(document.cookie)).not.to.include('ss_cvisit');
  });

  it('takes settings from the page context and forces a position that does not fit the variant', async () => {
    setPageContext({
      cookieSettings: { cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP', cookieBannerCtaVariant: 'TEXT', cookieBannerCtaText: 'Got it', cookieBannerText: '<p>We bake <strong>cookies</strong>.</p>' },
    });
    const el = await banner(html`<ss-cookie-banner></ss-cookie-banner>`);
    expect(base(el).dataset).to.include({ variant: 'popup', position: 'top-left', cta: 'text' });
    expect(part(el, 'text')!.querySelector('strong')!.textContent).to.equal('cookies');
    expect(part(el, 'accept')!.textContent).to.equal('Got it');
    await expect(el).to.be.accessible();
  });

  it('uses the default text when the given text is a lone empty paragraph', async () => {
    setPageContext({ cookieSettings: { cookieBannerText: '<p></p>' } });
    const el = await banner(html`<ss-cookie-banner></ss-cookie-banner>`);
    expect(part(el, 'text')!.textContent).to.equal(DEFAULT_COOKIE_BANNER_TEXT);
  });

  it('shows its own content as the text', async () => {
    const el = await banner(html`<ss-cookie-banner><p>Cookies help us. <a href="/privacy">Privacy</a></p></ss-cookie-banner>`);
    const slot = part(el, 'text')!.querySelector('slot')!;
    expect(slot.assignedNodes().map((n) => n.textContent).join('')).to.contain('Cookies help us.');
  });

  it('stays hidden once a choice is stored, and on a screenshot render', async () => {
    document.cookie = `${CONSENT_COOKIE_NAME}=false; Path=/`;
    const chosen = await banner(html`<ss-cookie-banner></ss-cookie-banner>`);
    expect(base(chosen).hidden).to.equal(true);
    clearCookies();
    history.replaceState(null, '', '?sqsscreenshot=true');
    const screenshot = await banner(html`<ss-cookie-banner></ss-cookie-banner>`);
    expect(base(screenshot).hidden).to.equal(true);
  });

  it('stays hidden when the site turned the banner off (isCookieBannerEnabled false)', async () => {
    setPageContext({ cookieSettings: { isCookieBannerEnabled: false } });
    const off = await banner(html`<ss-cookie-banner></ss-cookie-banner>`);
    expect(base(off).hidden).to.equal(true);
    setPageContext({ cookieSettings: { isCookieBannerEnabled: true } });
    const on = await banner(html`<ss-cookie-banner></ss-cookie-banner>`);
    expect(base(on).hidden).to.equal(false);
  });

  it('is reached and used with the keyboard, and gives focus back to the page when it closes', async () => {
    const page = await fixture<HTMLDivElement>(html`<div><a href="#menu">Menu</a></div>`);
    const el = await banner(html`<ss-cookie-banner accept-type="opt-in-and-out" cta-variant="text"></ss-cookie-banner>`);
    const link = page.querySelector('a')!;
    link.focus();
    part(el, 'decline')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(part(el, 'accept'));
    await sendKeys({ press: 'Enter' });
    expect(readConsentChoice(document.cookie)).to.equal(true);
    expect(document.activeElement).to.equal(link);
  });

  it('follows the editor preview: mount shows it even after a choice, clicks do nothing, update restyles, unmount hides', async () => {
    document.cookie = `${CONSENT_COOKIE_NAME}=true; Path=/`;
    const el = await banner(html`<ss-cookie-banner></ss-cookie-banner>`);
    expect(base(el).hidden).to.equal(true);
    document.dispatchEvent(new CustomEvent(COOKIE_BANNER_PREVIEW_EVENT, { detail: { action: 'mount', settings: { cookieBannerAcceptType: 'OPT_IN_AND_OUT' } } }));
    await waitUntil(() => !base(el).hidden, 'preview did not mount');
    part(el, 'decline')!.click();
    await nextFrame();
    expect(readConsentChoice(document.cookie)).to.equal(true);
    expect(base(el).hidden).to.equal(false);
    document.dispatchEvent(new CustomEvent(COOKIE_BANNER_PREVIEW_EVENT, { detail: { action: 'update', settings: { cookieBannerTheme: 'LIGHT' } } }));
    await waitUntil(() => base(el).dataset.theme === 'light');
    expect(part(el, 'decline')).not.to.equal(undefined);
    document.dispatchEvent(new CustomEvent(COOKIE_BANNER_PREVIEW_EVENT, { detail: { action: 'unmount' } }));
    await waitUntil(() => base(el).hidden, 'preview did not unmount');
  });

  it('never hides the focused element: a control under the bar is scrolled clear of it', async () => {
    const page = await fixture<HTMLDivElement>(html`<div style="height: 250vh; position: relative">
      <button id="low" style="position: absolute; top: calc(100vh - 30px)">Low button</button>
    </div>`);
    const el = await banner(html`<ss-cookie-banner></ss-cookie-banner>`);
    window.scrollTo(0, 0);
    const low = page.querySelector<HTMLButtonElement>('#low')!;
    low.focus();
    await nextFrame();
    const barTop = base(el).getBoundingClientRect().top;
    expect(low.getBoundingClientRect().bottom).to.be.at.most(barTop);
    window.scrollTo(0, 0);
  });

  it("shows the site's translation of its default texts, and the site's own texts as written", async () => {
    const messages = document.createElement('script');
    messages.type = 'application/json';
    messages.id = SITE_MESSAGES_SCRIPT_ID;
    messages.textContent = JSON.stringify({
      fr: {
        'cookieBanner.text': 'En utilisant ce site, vous acceptez nos cookies.',
        'cookieBanner.accept': 'Accepter',
        'cookieBanner.decline': 'Refuser',
        'cookieBanner.label': 'Consentement aux cookies',
      },
    });
    document.head.append(messages);
    forgetSiteCatalogues();
    try {
      setPageContext({ locale: 'fr-FR' });
      const el = await banner(html`<ss-cookie-banner accept-type="opt-in-and-out" cta-variant="button"></ss-cookie-banner>`);
      expect(base(el).getAttribute('aria-label')).to.equal('Consentement aux cookies');
      expect(part(el, 'text')!.textContent).to.equal('En utilisant ce site, vous acceptez nos cookies.');
      expect(part(el, 'accept')!.textContent).to.equal('Accepter');
      expect(part(el, 'decline')!.textContent).to.equal('Refuser');
      await expect(el).to.be.accessible();
      el.remove();
      const own = await banner(html`<ss-cookie-banner cta-variant="button" cta-text="Got it"></ss-cookie-banner>`);
      expect(part(own, 'accept')!.textContent).to.equal('Got it');
    } finally {
      messages.remove();
      forgetSiteCatalogues();
    }
  });
});
