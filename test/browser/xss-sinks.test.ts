import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { SsButton } from '../../src/elements/button.js';
import { SsImage } from '../../src/elements/image.js';
import { setTrustedHtmlWithScripts } from '../../src/runtime/dom/run-inserted-scripts.js';
import { ownerHtml } from '../../src/runtime/dom/owner-html.js';
import { allowOwnerScript, toTrustedScript, toTrustedScriptURL } from '../../src/runtime/dom/trusted-html.js';
import { captureConsole, defineForTest, rendered } from '../support/browser.js';
import { htmlVectors, urlVectors } from '../support/xss-vectors.js';

defineForTest('ss-button', SsButton);
defineForTest('ss-image', SsImage);

/**
 * Owner HTML and owner links never run an attacker's script (docs/security.md "Owner HTML"): every vector
 * goes through every sink the bundle has, and a global records each execution.
 */
const hits: number[] = [];
(window as unknown as { __xss(n: number): void }).__xss = (n: number) => hits.push(n);
const call = (n: number) => `__xss(${n})`;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Lets whatever the vectors could start (load and error events, autofocus, animations) happen:
 * a control vector inserted unsanitised after them fires by the same kind of event, so once it
 * has fired the others would have too.
 */
async function settle(container: HTMLElement): Promise<void> {
  const control = document.createElement('div');
  control.innerHTML = `<img src="/no-such-control.png" onerror="${call(-1)}">`;
  container.append(control);
  await waitUntil(() => hits.includes(-1), 'the control vector did not run: the detector is broken');
  hits.splice(hits.indexOf(-1), 1);
  for (const id of ['clickme', 'link']) container.querySelectorAll<HTMLElement>(`[id="${id}"]`).forEach((element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
  await nextFrame();
  await nextFrame();
}

describe('owner HTML and links against script injection', () => {
  let console$: ReturnType<typeof captureConsole>;
  beforeEach(() => {
    hits.length = 0;
    console$ = captureConsole();
  });
  afterEach(() => console$.restore());

  it('has at least 100 HTML vectors and the detector sees an unsanitised one run', async () => {
    expect(htmlVectors(call).length).to.be.at.least(100);
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    container.innerHTML = htmlVectors(call)[19]!; // <img src=/no-such.png onerror="X">, as written
    await waitUntil(() => hits.length > 0, 'the raw vector did not run');
  });

  it('runs none through the sanitised sink (widget renderings, cookie banner text)', async () => {
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    for (const vector of htmlVectors(call)) {
      const box = document.createElement('div');
      box.innerHTML = ownerHtml(vector);
      container.append(box);
    }
    await settle(container);
    expect(hits).to.deep.equal([]);
  });

  it('runs none through the sinks that run owner scripts (embed HTML, post-submit HTML), other than a plain inline owner script', async () => {
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    const vectors = htmlVectors(call);
    // A plain inline <script> is the owner's own code there, run by design (spec 02 §4).
    const attacks = vectors.filter((vector) => !/<script>/i.test(vector));
    expect(attacks.length).to.be.at.least(100);
    await Promise.all(
      attacks.map((vector) => {
        const box = document.createElement('div');
        container.append(box);
        return setTrustedHtmlWithScripts(box, vector);
      }),
    );
    await settle(container);
    expect(hits).to.deep.equal([]);
  });

  it('renders no owner link that would run script (<ss-button>, <ss-image>)', async () => {
    const vectors = urlVectors(call);
    for (const href of vectors) {
      const wrapper = await fixture<HTMLDivElement>(html`<div><ss-button href=${href}>Go</ss-button><ss-image href=${href} src="/no-such.png" alt="Photo"></ss-image></div>`);
      const button = wrapper.querySelector<SsButton>('ss-button')!;
      const image = wrapper.querySelector<SsImage>('ss-image')!;
      await rendered(button);
      await rendered(image);
      const anchors = [...button.shadowRoot!.querySelectorAll('a'), ...image.shadowRoot!.querySelectorAll('a')];
      for (const anchor of anchors) {
        // What the browser would navigate to is what the rule judged.
        if (anchor.hasAttribute('href')) expect(['http:', 'https:', 'mailto:', 'tel:', 'sms:', 'ftp:'], `${JSON.stringify(href)} → ${anchor.href}`).to.include(new URL(anchor.href).protocol);
      }
    }
    expect(hits).to.deep.equal([]);
  });

  it('the Trusted Types policy runs only owner scripts the bundle is running, and only http(s) script addresses', () => {
    if (!('trustedTypes' in window)) return;
    expect(() => toTrustedScript(call(1))).to.throw();
    allowOwnerScript(call(2));
    expect(String(toTrustedScript(call(2)))).to.equal(call(2));
    expect(() => toTrustedScript(call(2)), 'accepted once').to.throw();
    expect(() => toTrustedScriptURL(`data:text/javascript,${call(3)}`)).to.throw();
    expect(() => toTrustedScriptURL(`javascript:${call(4)}`)).to.throw();
    expect(String(toTrustedScriptURL('https://maps.example/api.js'))).to.equal('https://maps.example/api.js');
    expect(String(ownerHtml(`<img src=/x.png onerror=${call(5)}>`))).to.equal('<img src="/x.png">');
  });
});
