// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readGallery, sameGalleryContent } from '../../../src/react/gallery/read-gallery.js';
import { chooseBlockJsonText } from '../../../src/runtime/blocks/block-data.js';
import { resolveGalleryConfig } from '../../../src/runtime/gallery/gallery-config.js';

/**
 * A parsed page with no browsing context (as a server parses one: no script runs, no custom element
 * upgrades), so the reader is checked on the plain DOM a server also has.
 */
const parsePage = (html: string) => new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');

const PAGE = `
  <ss-gallery design="slideshow" data-block-json='{"loop": true}'>
    <script type="application/json">{"design": "grid"}</script>
    <figure data-slide-id="s1" data-image-dimensions="1600x900" data-image-focal-point="0.2,0.8">
      <img data-src="/images/harbour.jpg" alt="Harbour at dawn" />
      <figcaption> The harbour </figcaption>
    </figure>
    <figure data-type="video" data-title="Tour">
      <ss-video data-html='<iframe src="https://player.vimeo.com/video/1"></iframe>' data-provider-name="vimeo"><img src="/images/tour.jpg" alt="" /></ss-video>
    </figure>
    <div><figure data-slide-id="nested"></figure></div>
  </ss-gallery>`;

describe('reading a gallery\u2019s light DOM (spec 03 §3 slides and block data; spec 02 §3 embed attributes)', () => {
  it('reads the slides (figure children only) and the child block-data script from a parsed page', () => {
    const host = parsePage(PAGE).querySelector('ss-gallery')!;
    const { slides, blockJsonScript } = readGallery(host);
    expect(slides.map((slide) => slide.slideId)).toEqual(['s1', null]);
    expect(slides[0]).toMatchObject({
      type: 'image',
      src: '/images/harbour.jpg',
      alt: 'Harbour at dawn',
      title: 'The harbour',
      dimensions: { width: 1600, height: 900 },
      focalPoint: { x: 0.2, y: 0.8 },
    });
    // a video slide's embed attributes may sit on the <ss-video> it holds
    expect(slides[1]).toMatchObject({ type: 'video', title: 'Tour', videoProvider: 'vimeo' });
    expect(slides[1]!.videoHtml).toContain('player.vimeo.com');
    expect(slides[1]!.videoElement?.localName).toBe('ss-video');
    expect(blockJsonScript).toBe('{"design": "grid"}');
  });

  it('the data-block-json attribute is not its business: the element passes it in, and it wins over the script', () => {
    const host = parsePage(PAGE).querySelector('ss-gallery')!;
    const { blockJsonScript } = readGallery(host);
    const blockJson = chooseBlockJsonText(host.getAttribute('data-block-json'), blockJsonScript) ?? '';
    const { config } = resolveGalleryConfig({ design: '', transition: '', autoplay: false, loop: false, lightbox: false, thumbnails: false, history: false, blockJson });
    expect(config.loop).toBe(true);
    expect(config.design).toBe('base');
    // without the attribute, the script's data is used
    expect(resolveGalleryConfig({ design: '', transition: '', autoplay: false, loop: false, lightbox: false, thumbnails: false, history: false, blockJson: chooseBlockJsonText('', blockJsonScript) ?? '' }).config.design).toBe('grid');
  });

  it('two readings of an unchanged gallery are the same; an edited caption or script is not', () => {
    const document = parsePage(PAGE);
    const host = document.querySelector('ss-gallery')!;
    const first = readGallery(host);
    expect(sameGalleryContent(first, readGallery(host))).toBe(true);
    host.querySelector('figcaption')!.textContent = 'Another caption';
    expect(sameGalleryContent(first, readGallery(host))).toBe(false);
    const second = readGallery(host);
    host.querySelector('script')!.textContent = '{"design": "list"}';
    expect(sameGalleryContent(second, readGallery(host))).toBe(false);
  });

  it('a gallery with no figures has no slides, and blank block data is none', () => {
    const host = parsePage('<ss-gallery><script type="application/json">  </script><p>Nothing yet</p></ss-gallery>').querySelector('ss-gallery')!;
    expect(readGallery(host)).toEqual({ slides: [], blockJsonScript: null });
  });
});
