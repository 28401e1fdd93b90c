// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Gallery } from '../../../src/react/gallery/Gallery.js';
import type { GalleryAttributes } from '../../../src/react/gallery/gallery-types.js';
import { installTestClock, type TestClock } from '../../support/test-clock.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom answers no media query: a desktop viewport that allows motion.
window.matchMedia ??= ((query: string) =>
  ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, onchange: null, dispatchEvent: () => false }) as MediaQueryList);

const noAttributes: GalleryAttributes = { design: '', transition: '', autoplay: false, loop: false, lightbox: false, thumbnails: false, history: false, link: '', collectionUrl: '', label: '', dataBlockJson: '' };

let time: TestClock;
let root: Root | null = null;

beforeEach(() => {
  time = installTestClock();
  history.replaceState(null, '', '/photos');
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  time.uninstall();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-ss-edit-mode');
  history.replaceState(null, '', '/');
});

/** Draws the gallery component for a host holding `count` slides, as its element does. */
function mountGallery(attributes: Partial<GalleryAttributes>, count: number): HTMLElement {
  const host = document.createElement('ss-gallery');
  for (let i = 0; i < count; i++) {
    const figure = document.createElement('figure');
    figure.setAttribute('data-slide-id', `s${i}`);
    figure.innerHTML = `<img src="/s${i}.jpg" alt="Slide ${i}">`;
    host.append(figure);
  }
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  act(() => {
    root = createRoot(shadow);
    root.render(createElement(Gallery, { host, attributes: { ...noAttributes, ...attributes }, emit: () => true }));
  });
  return host;
}

const slides = (host: HTMLElement) => Array.from(host.shadowRoot!.querySelectorAll<HTMLElement>('[part~="slide"]'));
const shownSlides = (host: HTMLElement) => slides(host).filter((slide) => !slide.hasAttribute('inert')).map((slide) => Number(slide.dataset.index));
const next = (host: HTMLElement) => host.shadowRoot!.querySelector<HTMLButtonElement>('[part~="next"]')!;

describe('<ss-gallery> component: carousel autoplay (spec 03 §4)', () => {
  it('moves one whole group every timeout, so the picture changes every time, and starts again after the last group', () => {
    // spec 03 §4 "autoplay advances every timeout", carousel "slides are grouped"; §9 3 per row
    const host = mountGallery({ design: 'carousel', autoplay: true, dataBlockJson: '{"autoplay-duration":1}' }, 7);
    expect(shownSlides(host)).toEqual([0, 1, 2]);
    const seen: number[][] = [];
    for (let i = 0; i < 4; i++) {
      act(() => time.tick(1000));
      seen.push(shownSlides(host));
    }
    expect(seen).toEqual([[3, 4, 5], [6], [0, 1, 2], [3, 4, 5]]);
  });
});

describe('<ss-gallery> component: address sync (spec 03 §2)', () => {
  it('with history on, the address names the current slide', () => {
    const host = mountGallery({ design: 'slideshow', history: true }, 3);
    act(() => next(host).click());
    expect(location.hash).toBe('#itemId=s1');
  });

  it('in the editor\'s edit mode the address is left alone, history or not', () => {
    // spec 03 §2: only when the history option is on and the page is not in the editing backend
    document.documentElement.setAttribute('data-ss-edit-mode', '');
    const host = mountGallery({ design: 'slideshow', history: true }, 3);
    act(() => next(host).click());
    expect(shownSlides(host)).toEqual([1]);
    expect(location.hash).toBe('');
  });

  it('on the config area\'s own address the address is left alone', () => {
    history.replaceState(null, '', '/config/pages');
    const host = mountGallery({ design: 'slideshow', history: true }, 3);
    act(() => next(host).click());
    expect(shownSlides(host)).toEqual([1]);
    expect(location.hash).toBe('');
    expect(location.pathname).toBe('/config/pages');
  });
});
