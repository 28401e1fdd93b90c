import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { SsReviewRequest } from '../../src/elements/review-request.js';
import { setPageContext } from '../../src/runtime/context/current-context.js';
import { forgetSiteCatalogues } from '../../src/runtime/i18n/site-text.js';
import { captureConsole, defineForTest, nextFrame, parts, rendered } from '../support/browser.js';
import { installFetchFake } from '../support/fetch-fake.js';

defineForTest('ss-review-request', SsReviewRequest);

// The real site API runs behind the test page's /api (test/support/wtr-plugins.mjs).
const OWNER_TOKEN = 'browser-tests-owner-token-0123456789';

/** A fresh review request, as the shop creates one after an order. */
async function createRequest(productName: string): Promise<string> {
  const reply = await fetch('/api/owner/reviews/requests', {
    method: 'POST',
    headers: { authorization: `Bearer ${OWNER_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ orderId: 'order-42', productId: 'harbour-blend', productName }),
  });
  return ((await reply.json()) as { token: string }).token;
}

const state = (el: HTMLElement) => parts(el, 'base')[0]?.dataset.state;
const stars = (el: HTMLElement) => Array.from(el.shadowRoot!.querySelectorAll<HTMLElement>('[role="radio"]'));

describe('<ss-review-request>', () => {
  let console$: ReturnType<typeof captureConsole>;
  beforeEach(() => {
    console$ = captureConsole();
    setPageContext({ website: { id: 'site-1' } });
  });
  afterEach(() => console$.restore());

  it('asks for a star rating first, then stores the review and thanks the shopper', async () => {
    const token = await createRequest('Harbour Blend Coffee, 250 g');
    const el = await fixture<SsReviewRequest>(html`<ss-review-request token=${token}></ss-review-request>`);
    await rendered(el);
    await waitUntil(() => state(el) === 'form', 'the request did not load');
    expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('Review Harbour Blend Coffee, 250 g');
    const group = parts(el, 'rating')[0]!;
    expect(group.getAttribute('role')).to.equal('radiogroup');
    expect(stars(el).map((star) => star.getAttribute('aria-label'))).to.deep.equal(['1 out of 5 stars', '2 out of 5 stars', '3 out of 5 stars', '4 out of 5 stars', '5 out of 5 stars']);
    await expect(el).to.be.accessible();

    // spec 02 §5: 'Please select a star rating', announced on the group, focus moved to it
    parts<HTMLButtonElement>(el, 'submit')[0]!.click();
    await waitUntil(() => parts(el, 'field-error').length === 1);
    expect(parts(el, 'field-error')[0]!.textContent).to.equal('Please select a star rating');
    expect(group.getAttribute('aria-invalid')).to.equal('true');
    expect(el.shadowRoot!.activeElement).to.equal(stars(el)[0]);
    await expect(el).to.be.accessible();

    // WAI-ARIA radio group: arrows move and check, wrapping; one tab stop
    const changed = oneEvent(document, 'ss-review-request-rating-change');
    await sendKeys({ press: 'ArrowRight' });
    expect(((await changed) as CustomEvent).detail).to.deep.equal({ rating: 2 });
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowLeft' });
    await nextFrame();
    expect(stars(el).map((star) => star.getAttribute('aria-checked'))).to.deep.equal(['false', 'false', 'false', 'false', 'true']);
    expect(el.shadowRoot!.activeElement).to.equal(stars(el)[4]);
    expect(stars(el).map((star) => star.tabIndex)).to.deep.equal([-1, -1, -1, -1, 0]);
    expect(parts(el, 'field-error')).to.have.length(0);
    await sendKeys({ press: 'ArrowLeft' });
    await nextFrame();
    expect(stars(el)[3]!.getAttribute('aria-checked')).to.equal('true');

    const title = el.shadowRoot!.querySelector<HTMLInputElement>('input')!;
    title.focus();
    await sendKeys({ type: 'Rich and smooth' });
    const submitted = oneEvent(document, 'ss-review-request-submit');
    parts<HTMLButtonElement>(el, 'submit')[0]!.click();
    expect(((await submitted) as CustomEvent).detail).to.deep.equal({ rating: 4 });
    await waitUntil(() => state(el) === 'done');
    const status = parts(el, 'status')[0]!;
    expect(status.textContent).to.equal('Thank you for your review!');
    expect(el.shadowRoot!.activeElement).to.equal(status);
    await expect(el).to.be.accessible();

    // The stored review, and the request is used up (spec 02 §8).
    const stored = (await (await fetch('/api/owner/reviews', { headers: { authorization: `Bearer ${OWNER_TOKEN}` } })).json()) as { reviews: Array<{ rating: number; title: string }> };
    expect(stored.reviews[0]).to.deep.include({ rating: 4, title: 'Rich and smooth' });
    const again = await fixture<SsReviewRequest>(html`<ss-review-request token=${token}></ss-review-request>`);
    await waitUntil(() => state(again) === 'reviewed');
    expect(parts(again, 'status')[0]!.textContent).to.equal('You have already reviewed this purchase');
    expect(console$.errors).to.deep.equal([]);
  });

  it("says 'Your review request has expired' and 'You have already reviewed this purchase' for the demo links", async () => {
    const expired = await fixture<SsReviewRequest>(html`<ss-review-request token="demo-review-expired-0003"></ss-review-request>`);
    await waitUntil(() => state(expired) === 'expired');
    expect(parts(expired, 'status')[0]!.textContent).to.equal('Your review request has expired');
    expect(parts(expired, 'status')[0]!.getAttribute('role')).to.equal('alert');
    await expect(expired).to.be.accessible();
    const reviewed = await fixture<SsReviewRequest>(html`<ss-review-request token="demo-review-reviewed-0002"></ss-review-request>`);
    await waitUntil(() => state(reviewed) === 'reviewed');
    expect(parts(reviewed, 'status')[0]!.textContent).to.equal('You have already reviewed this purchase');
    expect(console$.errors).to.deep.equal([]);
  });

  it("keeps the entries and says 'Try submitting your review again' when the submission fails", async () => {
    const token = await createRequest('Dark Rye Loaf');
    const el = await fixture<SsReviewRequest>(html`<ss-review-request token=${token}></ss-review-request>`);
    await waitUntil(() => state(el) === 'form');
    stars(el)[2]!.click();
    const body = el.shadowRoot!.querySelector<HTMLTextAreaElement>('textarea')!;
    body.focus();
    await sendKeys({ type: 'Dense and dark.' });
    // The network boundary: the site API is unavailable for the submission.
    const api = installFetchFake().on('*', '/api/commerce/reviews', { status: 503, json: {} });
    try {
      parts<HTMLButtonElement>(el, 'submit')[0]!.click();
      await waitUntil(() => parts(el, 'form-error').length === 1, 'no retry message', { timeout: 5000 });
    } finally {
      api.restore();
    }
    expect(parts(el, 'form-error')[0]!.textContent).to.equal('Try submitting your review again');
    expect(el.shadowRoot!.querySelector('textarea')!.value).to.equal('Dense and dark.');
    expect(stars(el)[2]!.getAttribute('aria-checked')).to.equal('true');
    await expect(el).to.be.accessible();
    parts<HTMLButtonElement>(el, 'submit')[0]!.click();
    await waitUntil(() => state(el) === 'done');
    expect(console$.errors).to.deep.equal([]);
  });

  it('explains a missing or malformed link without calling the API', async () => {
    const el = await fixture<SsReviewRequest>(html`<ss-review-request token="bad"></ss-review-request>`);
    await rendered(el);
    expect(state(el)).to.equal('invalid');
    expect(parts(el, 'status')[0]!.textContent).to.equal('This review link is not valid. Please use the link from your email.');
    await expect(el).to.be.accessible();
  });

  it("shows the site's own translation of the spec texts", async () => {
    const script = Object.assign(document.createElement('script'), { type: 'application/json', id: 'ss-messages' });
    script.textContent = JSON.stringify({ fr: { 'review.expired': 'Votre demande d’avis a expiré', 'review.heading': 'Donnez votre avis sur {product}' } });
    document.head.append(script);
    forgetSiteCatalogues();
    setPageContext({ website: { id: 'site-1' }, locale: 'fr-FR' });
    try {
      const el = await fixture<SsReviewRequest>(html`<ss-review-request token="demo-review-expired-0003"></ss-review-request>`);
      await waitUntil(() => state(el) === 'expired');
      expect(parts(el, 'status')[0]!.textContent).to.equal('Votre demande d’avis a expiré');
      expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('Donnez votre avis sur Harbour Café Enamel Mug');
    } finally {
      script.remove();
      forgetSiteCatalogues();
    }
  });
});
