import { expect } from '@open-wc/testing';
import { keepReplayedEventTargets, REPLAYED_EVENT_TYPES } from '../../src/runtime/dom/keep-event-target.js';
import '../support/readable-failures.js';

describe('keepReplayedEventTargets: an event from a shadow tree keeps its target after dispatch', () => {
  let host: HTMLElement;
  let inner: HTMLElement;
  beforeEach(() => {
    host = document.createElement('div');
    const shadow = host.attachShadow({ mode: 'open' });
    inner = document.createElement('button');
    shadow.append(inner);
    document.body.append(host);
  });
  afterEach(() => host.remove());

  it('without it the target is no longer the inner one once the dispatch is over', () => {
    const event = new MouseEvent('mouseover', { bubbles: true, composed: true });
    inner.dispatchEvent(event);
    expect(event.target).not.to.equal(inner);
  });

  it('keeps the inner target of the events React replays, and changes nothing while they are dispatched', () => {
    keepReplayedEventTargets(host.shadowRoot!);
    keepReplayedEventTargets(host.shadowRoot!);
    for (const type of REPLAYED_EVENT_TYPES) {
      const seen: (EventTarget | null)[] = [];
      const outside = (event: Event) => seen.push(event.target);
      document.addEventListener(type, outside);
      const event = new Event(type, { bubbles: true, composed: true });
      inner.dispatchEvent(event);
      document.removeEventListener(type, outside);
      expect(seen.length).to.equal(1);
      expect(seen[0], `${type}: outside the shadow tree the target is the host`).to.equal(host);
      expect(event.target, `${type} after dispatch`).to.equal(inner);
    }
  });

  it('leaves other events as the DOM has them', () => {
    keepReplayedEventTargets(host.shadowRoot!);
    const event = new MouseEvent('click', { bubbles: true, composed: true });
    inner.dispatchEvent(event);
    expect(event.target).not.to.equal(inner);
  });
});
