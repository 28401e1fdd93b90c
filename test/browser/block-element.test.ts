import { expect, waitUntil } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { createElement } from 'react';
import * as z from 'zod/mini';
import { SsAccordion } from '../../src/elements/accordion.js';
import { createBlockElement } from '../../src/elements/block-element.js';
import { lazySchema } from '../../src/runtime/validation/lazy-schema.js';
import { captureConsole, defineForTest, nextFrame, parts, rendered } from '../support/browser.js';
import { insertServerMarkup, serverMarkup } from '../support/server-markup.js';
import { installTestClock } from '../support/test-clock.js';

defineForTest('ss-accordion', SsAccordion);

const ITEMS = '<details><summary>Opening hours</summary><p>9-5</p></details><details><summary>Delivery</summary><p>Free</p></details>';
const renderRoot = (el: HTMLElement) => el.shadowRoot!.querySelector('[data-ss-root]')!;
const expanded = (el: HTMLElement) => parts<HTMLButtonElement>(el, 'header').map((b) => b.getAttribute('aria-expanded'));

describe('block element base: server rendering, hydration and moves', () => {
  let console$: ReturnType<typeof captureConsole>;
  let container: HTMLElement;
  beforeEach(() => {
    console$ = captureConsole();
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    container.remove();
    console$.restore();
  });

  it('keeps the server-drawn shadow root and hydrates it in place, without a warning', async () => {
    const markup = serverMarkup(SsAccordion, `<ss-accordion first-open>${ITEMS}</ss-accordion>`);
    const el = insertServerMarkup(container, markup);
    const serverButton = parts(el, 'header')[0];
    expect(serverButton, 'the server drew the headers').to.be.instanceOf(HTMLElement);
    await waitUntil(() => renderRoot(el).getAttribute('data-ss-root') === '', 'the visible block hydrates when idle');
    expect(parts(el, 'header')[0], 'the same button, not a new drawing').to.equal(serverButton);
    expect(expanded(el)).to.deep.equal(['true', 'false']);
    parts<HTMLButtonElement>(el, 'header')[1]!.click();
    await waitUntil(() => expanded(el)[1] === 'true');
    expect(console$.errors).to.deep.equal([]);
    expect(console$.warnings).to.deep.equal([]);
  });

  it('styles a server-drawn block with the stylesheets the server put in its root, adopting none again', async () => {
    const el = insertServerMarkup(container, serverMarkup(SsAccordion, `<ss-accordion first-open>${ITEMS}</ss-accordion>`));
    await waitUntil(() => renderRoot(el).getAttribute('data-ss-root') === '', 'the visible block hydrates when idle');
    // Adopting the same rules again would restyle the whole shadow tree when the element is defined.
    expect(el.shadowRoot!.adoptedStyleSheets).to.deep.equal([]);
    const drawn = document.createElement('ss-accordion');
    drawn.innerHTML = ITEMS;
    container.append(drawn);
    await rendered(drawn);
    expect(drawn.shadowRoot!.adoptedStyleSheets.length, 'a block drawn in the browser adopts its sheets').to.be.greaterThan(0);
    const look = (host: HTMLElement) => {
      const style = getComputedStyle(parts(host, 'header')[0]!);
      return [style.cursor, style.paddingTop, style.display];
    };
    expect(look(el)).to.deep.equal(look(drawn));
    expect(look(el)[0]).to.equal('pointer');
  });

  /** A server-drawn accordion of 1,500 items, once its hydration has started. */
  async function hydratingLargeBlock() {
    const many = Array.from({ length: 1500 }, (_, i) => `<details><summary>Question ${i}</summary><p>Answer ${i}</p></details>`).join('');
    const el = insertServerMarkup(container, serverMarkup(SsAccordion, `<ss-accordion>${many}</ss-accordion>`));
    const headers = parts<HTMLButtonElement>(el, 'header');
    await waitUntil(() => renderRoot(el).getAttribute('data-ss-root') === '', 'hydration starts', { interval: 1 });
    return { headers, last: headers[headers.length - 1]! };
  }
  // React marks each node it has hydrated with its fiber.
  const isHydrated = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber'));

  it('hydrates a large block in slices, yielding to the browser between them (no long task)', async () => {
    const { headers, last } = await hydratingLargeBlock();
    // Count the browser's own tasks that run while React hydrates: blocking hydration leaves
    // none between its start and its end.
    let ticks = 0;
    while (!isHydrated(last)) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      ticks++;
    }
    expect(ticks, 'tasks that ran during hydration').to.be.greaterThan(2);
    expect(isHydrated(headers[0]!)).to.equal(true);
    expect(console$.errors).to.deep.equal([]);
  });

  it('waits to hydrate a block far below the viewport, and hydrates it at once on a pointer inside it', async () => {
    container.style.paddingTop = '5000px';
    const el = insertServerMarkup(container, serverMarkup(SsAccordion, `<ss-accordion>${ITEMS}</ss-accordion>`));
    await new Promise((resolve) => requestIdleCallback(resolve));
    expect(renderRoot(el).getAttribute('data-ss-root'), 'not hydrated while far away').to.equal('server');
    const header = parts<HTMLButtonElement>(el, 'header')[0]!;
    header.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect(renderRoot(el).getAttribute('data-ss-root'), 'hydration starts on the pointer').to.equal('');
    header.click();
    await waitUntil(() => expanded(el)[0] === 'true', 'the click that follows the pointer is handled');
    expect(console$.errors).to.deep.equal([]);
  });

  it('draws afresh, with the new values, when an attribute changes before hydration', async () => {
    container.style.paddingTop = '5000px';
    const el = insertServerMarkup(container, serverMarkup(SsAccordion, `<ss-accordion>${ITEMS}</ss-accordion>`));
    el.setAttribute('first-open', '');
    await rendered(el, '[part~="header"][aria-expanded="true"]');
    expect(expanded(el)).to.deep.equal(['true', 'false']);
    expect(console$.errors).to.deep.equal([]);
  });

  it('keeps its React state when moved in the page, and unmounts when it stays out', async () => {
    const el = document.createElement('ss-accordion');
    el.innerHTML = ITEMS;
    container.append(el);
    await rendered(el, '[part~="header"]');
    parts<HTMLButtonElement>(el, 'header')[1]!.click();
    await waitUntil(() => expanded(el)[1] === 'true');
    const other = document.createElement('div');
    container.append(other);
    const time = installTestClock();
    try {
      other.append(el);
      // The pending unmount of the move (a 0 ms timer on the clock module) has run.
      time.runAll();
      await nextFrame();
      expect(expanded(el), 'still open after the move').to.deep.equal(['false', 'true']);
      el.remove();
      time.runAll();
    } finally {
      time.uninstall();
    }
    await waitUntil(() => renderRoot(el).childElementCount === 0, 'unmounted once it stayed out of the page');
  });

  it('builds the schemas a block parses as it first renders after the task that ran its code, in order, before it renders', async () => {
    const built: string[] = [];
    const item = lazySchema(() => (built.push('item'), z.object({ name: z.string() })));
    const data = lazySchema(() => (built.push('data'), z.object({ items: z.array(item) })));
    const Element = createBlockElement({
      tag: 'ss-test-schemas',
      component: () => createElement('p', { part: 'base' }, data.parse({ items: [{ name: 'Tea' }] }).items[0]!.name),
      attributes: {},
      styles: [],
      schemas: [item, data],
    });
    // nothing in the task that ran the block's code: it may be a long one already
    expect(built).to.deep.equal([]);
    await waitUntil(() => built.length === 2);
    expect(built).to.deep.equal(['item', 'data']);
    defineForTest('ss-test-schemas', Element);
    const el = document.createElement('ss-test-schemas');
    container.append(el);
    await rendered(el);
    expect(el.shadowRoot!.querySelector('p')!.textContent).to.equal('Tea');
    expect(built, 'the first render builds nothing more').to.deep.equal(['item', 'data']);
  });

  it('takes a pointer moving over it while it hydrates without an uncaught error', async () => {
    const uncaught: string[] = [];
    const onError = (event: ErrorEvent) => uncaught.push(event.message);
    window.addEventListener('error', onError);
    const { headers, last } = await hydratingLargeBlock();
    expect(isHydrated(last), 'still hydrating').to.equal(false);
    // The browser's own pointer over the block: React keeps its pointerover and mouseover for a
    // root still hydrating and dispatches them again once it is hydrated.
    const box = headers[0]!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
    expect(isHydrated(last), 'moved over it while it hydrated').to.equal(false);
    await waitUntil(() => isHydrated(last), 'hydrated', { timeout: 10000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    window.removeEventListener('error', onError);
    await resetMouse();
    expect(uncaught).to.deep.equal([]);
    expect(console$.errors).to.deep.equal([]);
  });
});
