import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { addressForItem, addressedSlideIndex, itemIdFromAddress, syncsGalleryAddress } from '../../../src/runtime/gallery/gallery-address.js';
import { isBackEndPath, isEditMode, isInEditingBackend } from '../../../src/runtime/owner/editing-backend.js';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('gallery address sync (spec 03 §2; spec 02 §2)', () => {
  it('reads the item from the hash first, else from the path below the collection URL', () => {
    // spec 02 §2: the item is read from the history-hash parameter itemId, or the last part of the path after the collection URL
    expect(itemIdFromAddress(at('/gallery/tart', '', '#itemId=latte'), '/gallery')).toBe('latte');
    expect(itemIdFromAddress(at('/gallery/tart'), '/gallery')).toBe('tart');
    expect(itemIdFromAddress(at('/menu/tart'), '/gallery')).toBeNull();
    expect(itemIdFromAddress(at('/gallery/tart'), '')).toBeNull();
  });

  it('writes the item id into the hash, keeping the other hash parameters', () => {
    // spec 03 §2 address sync, first form: the item id in the page hash
    expect(addressForItem('s2', '', at('/page', '?a=1', '#x=1'))).toBe('#x=1&itemId=s2');
    expect(addressForItem('s2', '', at('/page'))).toBe('#itemId=s2');
  });

  it("with a collection URL, names the item by its path, keeping the query and hash", () => {
    // spec 03 §2 address sync, second form: the collection's full URL plus the item's id
    expect(addressForItem('s3', '/virtual-gallery', at('/virtual-gallery/s2', '?a=1', '#top'))).toBe('/virtual-gallery/s3?a=1#top');
    // "." and ".." would resolve away as path segments: such an id goes in the hash
    expect(addressForItem('..', '/virtual-gallery', at('/virtual-gallery/s2'))).toBe('#itemId=..');
  });

  it('a slide without an id clears the itemId (the path and query stay)', () => {
    expect(addressForItem(null, '', at('/page', '?a=1', '#itemId=s1'))).toBe('/page?a=1');
    expect(addressForItem(null, '/gallery', at('/page', '', '#itemId=s1&x=2'))).toBe('#x=2');
  });

  it('an address written for an item reads back as that item (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }).filter((id) => id.trim() === id && id !== ''), fc.boolean(), (itemId, withCollection) => {
        const collection = withCollection ? '/gallery' : '';
        const written = addressForItem(itemId, collection, at('/gallery/first'));
        const url = new URL(written, 'https://site.example/gallery/first');
        expect(itemIdFromAddress({ pathname: url.pathname, search: url.search, hash: url.hash }, collection)).toBe(itemId);
      }),
    );
  });
});

describe('when a gallery syncs the address (spec 03 §2)', () => {
  const pageAt = (url: string, html = '<!doctype html><html><body></body></html>') => new JSDOM(html, { url }).window.document;

  it('only with the history option on and the page not in the editing backend', () => {
    // spec 03 §2: "only when its history option is on and the page is not in the editing backend"
    expect(syncsGalleryAddress(true, pageAt('https://site.example/photos'))).toBe(true);
    expect(syncsGalleryAddress(false, pageAt('https://site.example/photos'))).toBe(false);
    // the editor's edit mode, marked on <html data-ss-edit-mode>
    expect(syncsGalleryAddress(true, pageAt('https://site.example/photos', '<!doctype html><html data-ss-edit-mode><body></body></html>'))).toBe(false);
    // the config area itself
    expect(syncsGalleryAddress(true, pageAt('https://site.example/config/pages'))).toBe(false);
  });

  it('the editing backend: edit mode, or the config area\'s path (not a page merely named like it)', () => {
    expect(isEditMode(pageAt('https://site.example/', '<html data-ss-edit-mode></html>'))).toBe(true);
    expect(isBackEndPath('/config')).toBe(true);
    expect(isBackEndPath('/config/')).toBe(true);
    expect(isBackEndPath('/configure')).toBe(false);
    expect(isInEditingBackend(pageAt('https://site.example/config?x=1'))).toBe(true);
    expect(isInEditingBackend(pageAt('https://site.example/shop/config'))).toBe(false);
  });
});


describe('the slide a gallery starts on (spec 03 §2)', () => {
  const slides = [
    { slideId: 'a', slideUrl: null },
    { slideId: null, slideUrl: '/photos/sourdough-loaf' },
    { slideId: 'c', slideUrl: null },
  ];
  const start = (pathname: string, sync = true, lightbox = false, collectionUrl = '/photos') => addressedSlideIndex({ sync, lightbox, collectionUrl, pathname, slides });

  it('is the slide the path names below the collection URL, by id or by URL tail', () => {
    expect(start('/photos/c')).toBe(2);
    expect(start('/photos/sourdough-loaf/')).toBe(1);
  });

  it('is the first otherwise: no match, another path, sync off, the lightbox taking the item, no collection URL', () => {
    expect(start('/photos/zzz')).toBe(0);
    expect(start('/blog/c')).toBe(0);
    expect(start('/photos/c', false)).toBe(0);
    expect(start('/photos/c', true, true)).toBe(0);
    expect(start('/photos/c', true, false, '')).toBe(0);
  });
});
