import { expect, waitUntil } from '@open-wc/testing';
import { holdEarlyInteractions } from '../../src/runtime/blocks/early-interactions.js';
import { FALLBACK_HOST_ATTRIBUTE, isAwaitingHydration } from '../../src/runtime/blocks/hydration-schedule.js';

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
