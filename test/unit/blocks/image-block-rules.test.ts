// @vitest-environment jsdom
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import { imageBlockHasContent, imageBlockImage, prepareImageBlock } from '../../../src/runtime/blocks/image-block-rules.js';

function host(html: string, doc: Document = document): Element {
  const element = doc.createElement('ss-image');
  element.innerHTML = html;
  doc.body.append(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
});

// spec 03 §3 image variants: the <img> child is the image, the other children are the text
describe('image block light DOM', () => {
  it('finds the image as an <img> child or inside a <picture> child', () => {
    expect(imageBlockImage(host('<p>Text</p><img src="a.jpg" alt="">'))?.getAttribute('src')).toBe('a.jpg');
    expect(imageBlockImage(host('<picture><source srcset="b.webp"><img src="b.jpg" alt=""></picture>'))?.getAttribute('src')).toBe('b.jpg');
    expect(imageBlockImage(host('<p><img src="nested.jpg" alt=""></p>'))).toBeNull();
  });

  it('has content when anything but the image is there: an element or non-blank text', () => {
    expect(imageBlockHasContent(host('<img src="a.jpg" alt="">\n  '))).toBe(false);
    expect(imageBlockHasContent(host('<picture><img src="a.jpg" alt=""></picture>'))).toBe(false);
    expect(imageBlockHasContent(host('<img src="a.jpg" alt=""><h2>Baked at dawn</h2>'))).toBe(true);
    expect(imageBlockHasContent(host('<img src="a.jpg" alt=""> A caption'))).toBe(true);
    expect(imageBlockHasContent(host('<img src="a.jpg" alt=""><!-- a note -->'))).toBe(false);
  });

  it('puts the image in the image slot, and reads the same on a server-parsed page (no browser constructors)', () => {
    const element = host('<img src="a.jpg" alt=""><p>Text</p>');
    prepareImageBlock(element);
    expect(element.querySelector('img')!.getAttribute('slot')).toBe('image');
    expect(element.querySelector('p')!.hasAttribute('slot')).toBe(false);

    const server = new JSDOM('<ss-image><img src="s.jpg" alt=""><h2>Hi</h2></ss-image>').window.document.querySelector('ss-image')!;
    prepareImageBlock(server);
    expect(server.innerHTML).toBe('<img src="s.jpg" alt="" slot="image"><h2>Hi</h2>');
    expect(imageBlockHasContent(server)).toBe(true);
  });
});
