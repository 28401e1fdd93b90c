import { describe, expect, it } from 'vitest';
import { SERVER_IMAGE_FALLBACK_WIDTH, serverImageAttributes } from '../../../src/runtime/media/server-image.js';

const PAGE = 'http://127.0.0.1:4441/gallery.html';

describe('a lazy image a server draws (spec 01 §4 lazy loading, §5 image URLs)', () => {
  it('uses an address on another host as the loader would: a relative one as written (the browser resolves it against the page it is served at, issue 47 cause 5), http kept off the provider\u2019s hosts', () => {
    expect(serverImageAttributes('/images/harbour.svg', null, PAGE)).toEqual({ src: '/images/harbour.svg' });
    expect(serverImageAttributes('images/harbour.svg', null, 'http://localhost/')).toEqual({ src: 'images/harbour.svg' });
    expect(serverImageAttributes('http://cdn.example/a.jpg', null, PAGE)).toEqual({ src: 'http://cdn.example/a.jpg' });
  });

  it('lists the provider\u2019s stored widths up to the one covering the image, for the browser to pick by laid-out size', () => {
    const attributes = serverImageAttributes('https://images.sitestack.app/p/photo.jpg', { width: 900, height: 600 }, PAGE)!;
    expect(attributes.sizes).toBe('auto');
    expect(attributes.srcset).toBe(
      [100, 300, 500, 750, 1000].map((width) => `https://images.sitestack.app/p/photo.jpg?format=${width}w ${width}w`).join(', '),
    );
    expect(attributes.src).toBe(`https://images.sitestack.app/p/photo.jpg?format=${SERVER_IMAGE_FALLBACK_WIDTH}w`);
  });

  it('upgrades an insecure address on the provider\u2019s hosts to https, as the loader does (spec 01 §5)', () => {
    const attributes = serverImageAttributes('http://images.sitestack.app/a/photo.jpg', null, PAGE)!;
    expect(attributes.src).toBe('https://images.sitestack.app/a/photo.jpg?format=750w');
    expect(attributes.srcset!.split(', ').every((entry) => entry.startsWith('https://images.sitestack.app/a/photo.jpg?format='))).toBe(true);
  });

  it('never asks for more than the image has, and lists every stored width when its size is unknown', () => {
    expect(serverImageAttributes('https://images.sitestack.app/small.jpg', { width: 280, height: 200 }, PAGE)!.src).toBe('https://images.sitestack.app/small.jpg?format=300w');
    expect(serverImageAttributes('https://images.sitestack.app/x.jpg', null, PAGE)!.srcset!.split(', ')).toHaveLength(7);
  });

  it('leaves a missing or unusable source to the loader, which reports it in the browser', () => {
    expect(serverImageAttributes(null, null, PAGE)).toBeNull();
    expect(serverImageAttributes('javascript:alert(1)', null, PAGE)).toBeNull();
    expect(serverImageAttributes('a b.jpg', null, PAGE)).toBeNull();
  });
});
