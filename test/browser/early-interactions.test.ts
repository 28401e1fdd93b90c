import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { holdEarlyInteractions } from '../../src/runtime/blocks/early-interactions.js';
import { FALLBACK_HOST_ATTRIBUTE, isAwaitingHydration } from '../../src/runtime/blocks/hydration-schedule.js';
import '../support/readable-failures.js';

/**
 * A server-drawn block whose code has not arrived: a host with a shadow root holding the server's
 * render root, a button and a text field. (Its tag is never defined here; the test says when its
 * code "arrives".)
 */
function waitingBlock(container: HTMLElement): { host: HTMLElement; button: HTMLButtonElement; field: HTMLInputElement } {
  const host = document.createElement('ss-early-test');
  const shadow = host.attachShadow({ mode: 'open' });
  const root = document.createElement('div');
  root.setAttribute('data-ss-root', 'server');
  const button = document.createElement('button');
  button.textContent = 'Next slide';
  const field = document.createElement('input');
  field.setAttribute('aria-label', 'Name');
  root.append(button, field);
  shadow.append(root);
  container.append(host);
  return { host, button, field };
}

const press = (target: Element, key: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));

describe('early interactions: events on a server-drawn block before its code arrives', () => {
  let container: HTMLElement;
  let stop: () => void;
  let arrive: () => void;
  let requested: Element[];
  let seen: string[];
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    requested = [];
    seen = [];
    const code = new Promise<void>((resolve) => (arrive = resolve));
    stop = holdEarlyInteractions(
      document,
      (host) => {
        requested.push(host);
        return code;
      },
      () => false,
    );
  });
  afterEach(() => {
    stop();
    container.remove();
  });

  it('holds navigation keys and clicks, fetches the block at once, and replays them in order once it has arrived', async () => {
    const { host, button } = waitingBlock(container);
    expect(isAwaitingHydration(host)).to.equal(true);
    // What the hydrated widget would do: it listens inside its shadow root.
    host.shadowRoot!.addEventListener('keydown', (event) => seen.push(`key ${(event as KeyboardEvent).key}${(event as KeyboardEvent).shiftKey ? '+shift' : ''}`));
    host.shadowRoot!.addEventListener('click', () => seen.push('click'));
    const first = new KeyboardEvent('keydown', { key: 'ArrowRight', shiftKey: true, bubbles: true, composed: true, cancelable: true });
    button.dispatchEvent(first);
    press(button, 'End');
    button.click();
    expect(first.defaultPrevented, 'the page does not scroll on a held arrow key').to.equal(true);
    expect(seen, 'nothing reaches the server drawing before its code').to.deep.equal([]);
    expect(requested).to.deep.equal([host, host, host]);
    arrive();
    await waitUntil(() => seen.length === 3);
    expect(seen).to.deep.equal(['key ArrowRight+shift', 'key End', 'click']);
  });

  it('leaves other keys, and any key in a text field, to the browser at once', async () => {
    const { host, button, field } = waitingBlock(container);
    host.shadowRoot!.addEventListener('keydown', (event) => seen.push(`key ${(event as KeyboardEvent).key}`));
    press(button, 'a');
    press(button, 'Tab');
    press(field, 'ArrowLeft');
    press(field, 'Home');
    expect(seen).to.deep.equal(['key a', 'key Tab', 'key ArrowLeft', 'key Home']);
    expect(requested, 'no fetch was needed for them').to.deep.equal([]);
  });

  it("holds nothing in a block whose code could not be loaded: it stays the server's drawing, and the browser's", () => {
    const { host, button } = waitingBlock(container);
    host.setAttribute(FALLBACK_HOST_ATTRIBUTE, '');
    host.shadowRoot!.addEventListener('keydown', (event) => seen.push(`key ${(event as KeyboardEvent).key}`));
    const key = new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, composed: true, cancelable: true });
    button.dispatchEvent(key);
    expect(key.defaultPrevented, 'the page still scrolls').to.equal(false);
    expect(seen).to.deep.equal(['key ArrowDown']);
    expect(requested).to.deep.equal([]);
  });

  it('stops holding once told to', () => {
    const { host, button } = waitingBlock(container);
    host.shadowRoot!.addEventListener('keydown', (event) => seen.push(`key ${(event as KeyboardEvent).key}`));
    stop();
    press(button, 'ArrowRight');
    expect(seen).to.deep.equal(['key ArrowRight']);
  });
});

/**
 * A text area and its character counter in their field, as a form draws them (spec 01 §5), in
 * `parent`; `withState: false` as the light-DOM form of an unrendered page has them.
 */
function areaWithCounter(parent: ParentNode & Node, max: number, { withState = true } = {}): { area: HTMLTextAreaElement; counter: HTMLSpanElement; field: HTMLDivElement } {
  const field = document.createElement('div');
  field.setAttribute('data-field-id', 'message');
  if (withState) field.setAttribute('data-state', 'valid');
  const area = document.createElement('textarea');
  area.setAttribute('aria-label', 'Message');
  area.setAttribute('aria-describedby', 'early-message-counter');
  const counter = document.createElement('span');
  counter.id = 'early-message-counter';
  counter.setAttribute('data-max-length', String(max));
  if (withState) counter.setAttribute('data-state', 'ok');
  counter.textContent = `0 / ${max}`;
  field.append(area, counter);
  parent.append(field);
  return { area, counter, field };
}

describe('early interactions: a drawn form counts what is typed before its code arrives (spec 01 §5 character counter)', () => {
  let container: HTMLElement;
  let stop: () => void;
  let requested: Element[];
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    requested = [];
    stop = holdEarlyInteractions(
      document,
      (host) => {
        requested.push(host);
        return new Promise<void>(() => undefined);
      },
      () => false,
    );
  });
  afterEach(() => {
    stop();
    container.remove();
  });

  it('counts each keystroke in a server drawing at once, and shows the over-limit state on the counter and its field', async () => {
    const { host } = waitingBlock(container);
    const { area, counter, field } = areaWithCounter(host.shadowRoot!.querySelector('[data-ss-root]')!, 5);
    area.focus();
    await sendKeys({ type: 'Hi!' });
    expect(counter.textContent).to.equal('3 / 5');
    expect([counter.getAttribute('data-state'), field.getAttribute('data-state')]).to.deep.equal(['ok', 'valid']);
    await sendKeys({ type: 'abc' });
    expect([area.value, counter.textContent, counter.getAttribute('data-state'), field.getAttribute('data-state')]).to.deep.equal(['Hi!abc', '6 / 5', 'over', 'error']);
    await sendKeys({ press: 'Backspace' });
    expect([counter.textContent, counter.getAttribute('data-state'), field.getAttribute('data-state')]).to.deep.equal(['5 / 5', 'ok', 'valid']);
    expect(requested, 'typing is not held: the field is the browser\'s').to.deep.equal([]);
  });

  it('leaves the counter to the form once its code has taken the drawing over', async () => {
    const { host } = waitingBlock(container);
    const root = host.shadowRoot!.querySelector('[data-ss-root]')!;
    const { area, counter } = areaWithCounter(root, 50);
    root.setAttribute('data-ss-root', ''); // hydrating: React answers the keystrokes now
    area.focus();
    await sendKeys({ type: 'Hi' });
    expect(counter.textContent).to.equal('0 / 50');
  });

  it('counts in the light-DOM form of a page no server rendered, before the block is defined', async () => {
    const host = document.createElement('ss-early-plain');
    container.append(host);
    const { area, counter, field } = areaWithCounter(host, 500, { withState: false });
    area.focus();
    await sendKeys({ type: 'Hello' });
    expect(counter.textContent).to.equal('5 / 500');
    expect(counter.hasAttribute('data-state')).to.equal(false);
    expect(field.hasAttribute('data-state'), 'the light-DOM field has no state to show').to.equal(false);
  });

  it("touches no counter outside a block, and none once stopped", async () => {
    const outside = areaWithCounter(container, 20);
    outside.area.focus();
    await sendKeys({ type: 'abc' });
    expect(outside.counter.textContent, "the page's own markup").to.equal('0 / 20');
    outside.area.remove();
    outside.counter.remove();
    const { host } = waitingBlock(container);
    const { area, counter } = areaWithCounter(host.shadowRoot!.querySelector('[data-ss-root]')!, 20);
    stop();
    area.focus();
    await sendKeys({ type: 'abc' });
    expect(counter.textContent).to.equal('0 / 20');
  });
});
