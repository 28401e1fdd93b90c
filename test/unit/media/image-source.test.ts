import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  imageSourceAsWritten,
  imageSourceFor,
  tryImageSourceAsWritten,
  INVALID_IMAGE_SOURCE_MESSAGE,
  isProviderImageHost,
  tryImageSourceFor,
  upgradeInsecureImageUrl,
} from '../../../src/runtime/media/index.js';
import * as imageSources from '../../../src/runtime/media/index.js';

const base = { baseUrl: 'https://example.com/gallery/', devicePixelRatio: 1 };

describe('imageSourceAsWritten (an image a server may draw too)', () => {
  it('keeps a relative address the loader would only resolve as written, so a render for one address serves at any (issue 47, cause 5)', () => {
    expect(imageSourceAsWritten('images/p.jpg', 100, { baseUrl: 'http://localhost/' })).toBe('images/p.jpg');
    expect(imageSourceAsWritten(' /images/p.jpg', 100, { baseUrl: 'http://localhost/' })).toBe('/images/p.jpg');
    expect(imageSourceAsWritten('http://other.example/p.jpg', 100, base)).toBe('http://other.example/p.jpg');
    // the provider's hosts are still sized, and what cannot load still throws
    expect(imageSourceAsWritten('https://images.sitestack.app/a/photo.jpg', 600, base)).toBe('https://images.sitestack.app/a/photo.jpg?format=750w');
    expect(() => imageSourceAsWritten('', 100, base)).toThrow(INVALID_IMAGE_SOURCE_MESSAGE);
    expect(tryImageSourceAsWritten('', 100, base)).toBeNull();
  });
});

describe('imageSourceFor (spec 01 §5 image URLs)', () => {
  it('adds the size as a format query parameter on provider hosts', () => {
    // spec 01 §5: provider URLs get a size suffix as a format query parameter
    expect(imageSourceFor('https://images.sitestack.app/a/photo.jpg', 600, base)).toBe('https://images.sitestack.app/a/photo.jpg?format=750w');
    expect(imageSourceFor('https://cdn.images.sitestack.app/p.png?x=1&format=100w', 1200, base)).toBe(
      'https://cdn.images.sitestack.app/p.png?x=1&format=1500w',
    );
  });

  it('or in the file name', () => {
    // spec 01 §5: ... or in the filename
    expect(imageSourceFor('https://images.sitestack.app/a/photo.jpg', 250, { ...base, sizeFormat: 'filename' })).toBe(
      'https://images.sitestack.app/a/photo-300w.jpg',
    );
    expect(imageSourceFor('https://images.sitestack.app/a/photo-100w.jpg', 900, { ...base, sizeFormat: 'filename' })).toBe(
      'https://images.sitestack.app/a/photo-1000w.jpg',
    );
  });

  it('upgrades insecure URLs on the provider\'s hosts only; other hosts keep working as written', () => {
    // spec 01 §5: URLs on the provider's own hosts get a size suffix; insecure ones are upgraded to https
    expect(imageSourceFor('http://images.sitestack.app/p.jpg', 90, base)).toBe('https://images.sitestack.app/p.jpg?format=100w');
    // issue 16: a host that is not the provider's may serve no TLS (a local site on http)
    expect(imageSourceFor('http://127.0.0.1:4301/images/x.svg', 600, { baseUrl: 'http://127.0.0.1:8081/' })).toBe('http://127.0.0.1:4301/images/x.svg');
    expect(imageSourceFor('http://other.example/p.jpg', 600, base)).toBe('http://other.example/p.jpg');
    expect(imageSourceFor('images/p.jpg', 600, base)).toBe('https://example.com/gallery/images/p.jpg');
    expect(upgradeInsecureImageUrl('HTTP://a.b/c')).toBe('https://a.b/c');
  });

  it('warns once a page about an insecure image on a secure page (the browser upgrades or blocks it)', () => {
    vi.stubGlobal('window', {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      imageSourceFor('http://other.example/a.jpg', 600, base);
      imageSourceFor('http://other.example/b.jpg', 600, base);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toContain('http://other.example/a.jpg is insecure (http:) on a secure page');
    } finally {
      warn.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('matches provider hosts and their sub-domains only', () => {
    expect(isProviderImageHost('images.sitestack.app')).toBe(true);
    expect(isProviderImageHost('a.images.sitestack.app')).toBe(true);
    expect(isProviderImageHost('evilimages.sitestack.app')).toBe(false);
    expect(isProviderImageHost('p.example', ['p.example'])).toBe(true);
  });

  it("rejects a missing or unusable source with the spec's message", () => {
    // spec 01 §8: 'Invalid or missing image source.'
    for (const bad of [null, undefined, '', '   ', 'javascript:alert(1)', 'https://a b/c', '"><script>']) {
      expect(() => imageSourceFor(bad, 100, base)).toThrow(INVALID_IMAGE_SOURCE_MESSAGE);
      expect(tryImageSourceFor(bad, 100, base)).toBeNull();
    }
  });

  it('always returns an https URL or throws, for any string (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(4000), (source, width) => {
        const url = tryImageSourceFor(source, width, base);
        if (url !== null) expect(new URL(url).protocol).toMatch(/^(https|data|blob):$/);
      }),
    );
  });
});

describe('firstPaintImageSource (spec 01 §5 image URLs, for server-drawn images)', () => {
  it('keeps a usable source as written (relative stays relative; data: as is)', () => {
    const { firstPaintImageSource } = imageSources;
    expect(firstPaintImageSource('/images/mug.jpg', 800)).toBe('/images/mug.jpg');
    expect(firstPaintImageSource('data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E', 800)).toBe('data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E');
    expect(firstPaintImageSource('https://cdn.example.com/a.jpg', 800)).toBe('https://cdn.example.com/a.jpg');
  });

  it('sizes a provider image to its own width, upgraded to https', () => {
    expect(imageSources.firstPaintImageSource('http://images.sitestack.app/a.jpg', 800)).toBe('https://images.sitestack.app/a.jpg?format=1000w');
  });

  it('gives nothing for an unusable source', () => {
    expect(imageSources.firstPaintImageSource('', 800)).toBeNull();
    expect(imageSources.firstPaintImageSource(null, 800)).toBeNull();
    expect(imageSources.firstPaintImageSource('javascript:alert(1)', 800)).toBeNull();
    expect(imageSources.firstPaintImageSource('a b.jpg', 800)).toBeNull();
  });
});
