import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../src/ssr/render-page.js';
import type { SiteApi } from '../../../src/ssr/server-data.js';
import { formDefinitionsInHtml } from '../../../server/forms/demo-forms.js';
import { plainFormInputs, serialiseFormValues } from '../../../src/runtime/forms/form-values.js';

const demo = (name: string) => readFileSync(`demo/${name}.html`, 'utf8');

/** The shadow root markup the server wrote into the first `tag` of a rendered page, as a document. */
function shadowOf(html: string, tag: string): Document {
  const template = new RegExp(`<${tag}[^>]*><template shadowrootmode="open">([\\s\\S]*?)</template>`).exec(html);
  expect(template, `${tag} has a declarative shadow root`).not.toBeNull();
  return new JSDOM(`<body>${template![1]}</body>`).window.document;
}

function apiAnswering(cookies: string | undefined, answers: Record<string, { status: number; body: unknown }> = {}): SiteApi & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    visitorCookies: cookies,
    async request(path) {
      calls.push(path);
      const answer = answers[path] ?? { status: 404, body: { code: 'not_found' } };
      if (answer.status !== 200) throw Object.assign(new Error(`GET ${path} answered ${answer.status}`), { status: answer.status, code: (answer.body as { code?: unknown }).code });
      return answer.body;
    },
  };
}

describe('server rendering of the form, consent and review blocks (issue 15)', () => {
  it('the form is a real form posting to the no-script route, with the names that route reads (spec 02 §3)', async () => {
    const html = demo('forms');
    const { html: rendered, skipped } = await renderPage(html, { url: 'http://localhost/forms.html' });
    expect(skipped).toEqual([]);
    const form = shadowOf(rendered, 'ss-form').querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/form/plain/demo-contact');
    const definition = formDefinitionsInHtml(html).find((found) => found.formId === 'demo-contact')!;
    // A post of the server form's controls, as a browser without script sends it.
    const body: Record<string, string | string[]> = {};
    for (const control of form.querySelectorAll<HTMLInputElement>('input[name], select[name], textarea[name]')) {
      if ((control.type === 'radio' || control.type === 'checkbox') && control.value !== 'Feedback' && control.value !== 'Vegan') continue;
      const value = control.localName === 'input' && control.type === 'text' ? `typed ${control.name}` : control.value;
      const known = body[control.name];
      body[control.name] = known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
    }
    expect(body.website_confirm).toBe('typed website_confirm'); // the honeypot is there (and a bot fills it)
    const values = serialiseFormValues(definition.fields, plainFormInputs(definition.fields, body));
    expect(values).toMatchObject({ name: ['typed name-First', 'typed name-Last'], reason: 'Feedback', diet: ['Vegan'], source: 'direct', guests: 'typed guests' });
    expect(shadowOf(rendered, 'ss-newsletter').querySelector('form')!.getAttribute('action')).toBe('/api/form/plain/demo-newsletter');
  });

  it('a hidden field the server draws holds the page query\'s parameter of its key, else its default (spec 02 §3)', async () => {
    const html = demo('forms');
    const hiddenSource = async (url: string) =>
      shadowOf((await renderPage(html, { url })).html, 'ss-form').querySelector<HTMLInputElement>('input[type="hidden"][name="source"]')!.value;
    // The demo's field: {"id": "source", "type": "hidden", "key": "utm_source", "value": "direct"}.
    expect(await hiddenSource('http://localhost/forms.html?utm_source=newsletter-ad&x=1')).toBe('newsletter-ad');
    expect(await hiddenSource('http://localhost/forms.html?utm_source=caf%C3%A9+%26+bar')).toBe('café & bar');
    expect(await hiddenSource('http://localhost/forms.html?source=ignored')).toBe('direct');
    expect(await hiddenSource('http://localhost/forms.html')).toBe('direct');
  });

  it('leaves out the plain fallback form of a form it drew (the drawing is the no-script form), and keeps it where the drawing shows it', async () => {
    const html = demo('forms');
    expect(html.match(/<form class="ssf-form"/g)).toHaveLength(2);
    const { html: rendered } = await renderPage(html, { url: 'http://localhost/forms.html' });
    expect(rendered).not.toContain('class="ssf-form"');
    // The definition stays in the light DOM: hydration reads it there.
    const page = new JSDOM(rendered).window.document;
    expect(JSON.parse(page.querySelector('ss-form > script[type="application/json"]')!.textContent!).formId).toBe('demo-contact');
    expect(page.querySelector('ss-newsletter > script[type="application/json"]')).not.toBeNull();
    // An invalid definition is drawn as an error over the page's own fallback form (a slot): that form stays.
    const invalid = '<!doctype html><html><head></head><body><ss-form><script type="application/json">{"fields": 3}</script><form class="ssf-form" method="post" action="/api/form/plain/x"><button>Send</button></form></ss-form></body></html>';
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const kept = await renderPage(invalid, { url: 'http://localhost/' });
    expect(errors.mock.calls.map(([text]) => String(text))).toEqual([expect.stringContaining('<ss-form> form definition is invalid')]);
    errors.mockRestore();
    expect(kept.rendered).toEqual(['ss-form']);
    expect(shadowOf(kept.html, 'ss-form').querySelector('slot')).not.toBeNull();
    expect(kept.html).toContain('<form class="ssf-form" method="post" action="/api/form/plain/x">');
  });

  it('the cookie banner waits for a choice unless the visitor\'s consent cookie holds one (spec 01 §9)', async () => {
    const html = demo('consent');
    const open = async (cookies: string | undefined, url = 'http://localhost/consent.html') =>
      shadowOf((await renderPage(html, { url, api: apiAnswering(cookies) })).html, 'ss-cookie-banner').querySelector('[part="base"]')!.getAttribute('data-state');
    expect(await open('')).toBe('open');
    expect(await open('a=1; ss_cookie_consent=true')).toBe('closed');
    expect(await open('ss_cookie_consent=false')).toBe('closed');
    expect(await open('', 'http://localhost/consent.html?sqsscreenshot=true')).toBe('closed');
    // A static render (no request): waiting for a choice; the browser settles it after hydration.
    expect(await open(undefined)).toBe('open');
    // Nor at first paint on a screenshot render's page, when no request gave cookies (spec 01 §9).
    expect(await open(undefined, 'http://localhost/consent.html?sqsscreenshot=true')).toBe('closed');
  });

  it('the cookie banner draws the context\'s banner text when the element has none of its own (spec 01 §3)', async () => {
    const context = { cookieSettings: { isCookieBannerEnabled: true, cookieBannerText: '<p>We bake <strong>cookies</strong>.</p>' } };
    const { html } = await renderPage('<!doctype html><html><head></head><body><ss-cookie-banner></ss-cookie-banner></body></html>', { context });
    expect(shadowOf(html, 'ss-cookie-banner').querySelector('[part="text"]')!.innerHTML).toBe('<div><p>We bake <strong>cookies</strong>.</p></div>');
  });

  it('the mobile information bar is drawn pending: CSS shows it where the browser will', async () => {
    const { html, skipped } = await renderPage(demo('consent'), { url: 'http://localhost/consent.html' });
    expect(skipped).toEqual([]);
    expect(shadowOf(html, 'ss-mobile-info-bar').querySelector('nav')!.getAttribute('data-state')).toBe('pending');
  });

  it('the review request shows the request named by the address, fetched from the site API', async () => {
    const token = 'demo-review-open-0001';
    const api = apiAnswering('', {
      [`/api/commerce/reviews/request?token=${token}`]: { status: 200, body: { status: 'open', productName: 'Harbour Blend' } },
    });
    const form = await renderPage(demo('reviews'), { url: `http://localhost/commerce/reviews/request?token=${token}`, api });
    expect(shadowOf(form.html, 'ss-review-request').querySelector('[part="base"]')!.getAttribute('data-state')).toBe('form');
    expect(shadowOf(form.html, 'ss-review-request').querySelector('h2')!.textContent).toContain('Harbour Blend');

    const unknown = await renderPage(demo('reviews'), { url: `http://localhost/commerce/reviews/request?token=${'x'.repeat(20)}`, api });
    expect(shadowOf(unknown.html, 'ss-review-request').querySelector('[part="base"]')!.getAttribute('data-state')).toBe('invalid');

    const none = await renderPage(demo('reviews'), { url: 'http://localhost/reviews.html', api });
    expect(shadowOf(none.html, 'ss-review-request').querySelector('[part="base"]')!.getAttribute('data-state')).toBe('invalid');

    // Without the site API (a static render) the block shows its loading state and asks in the browser.
    const staticRender = await renderPage(demo('reviews'), { url: `http://localhost/commerce/reviews/request?token=${token}` });
    expect(shadowOf(staticRender.html, 'ss-review-request').querySelector('[part="base"]')!.getAttribute('data-state')).toBe('loading');
  });
});
