// Peer pages for issue 15: the demo gallery and form pages' own content, built the way a site
// without Sitestack would build them: Swiper for the slideshows, PhotoSwipe for the lightbox, a
// plain HTML form, vanilla-cookieconsent and Plausible's tracker (plausible-tracker). The content
// is taken from demo/gallery.html and demo/forms.html at build time (same slides, images, texts and
// form fields), so the two sides cannot drift. Output: bench/peers/dist/ (ignored by git), one small
// esbuild bundle per page, content-hashed. `node bench/peers/build.mjs` or through bench/run.mjs.
import { readFileSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { JSDOM } from 'jsdom';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
export const PEER_DIST = path.join(here, 'dist');

// Slider designs become a Swiper; the others are plain CSS layouts of the same figures.
const SWIPER_DESIGNS = new Set(['slideshow', 'carousel', 'slider']);

function imageOf(figure) {
  const img = figure.querySelector('img');
  if (img?.hasAttribute('data-src')) {
    img.setAttribute('src', img.getAttribute('data-src'));
    img.removeAttribute('data-src');
    img.setAttribute('loading', 'lazy');
  }
  return img;
}

/** One `<ss-gallery>` as the peer builds it: a Swiper or a CSS layout, PhotoSwipe links when it has a lightbox. */
function peerGallery(doc, gallery) {
  const design = gallery.getAttribute('design') ?? 'grid';
  const lightbox = gallery.hasAttribute('lightbox');
  const label = gallery.getAttribute('label') ?? '';
  const swiper = SWIPER_DESIGNS.has(design);
  const outer = doc.createElement('div');
  outer.className = swiper ? `swiper peer-${design}` : `peer-layout peer-${design}`;
  if (gallery.id) outer.id = gallery.id;
  outer.setAttribute('aria-label', label);
  outer.setAttribute('role', 'region');
  if (gallery.getAttribute('style')) outer.setAttribute('style', gallery.getAttribute('style'));
  if (lightbox) outer.setAttribute('data-peer-lightbox', '');
  if (swiper) {
    outer.dataset.design = design;
    if (gallery.hasAttribute('loop')) outer.dataset.loop = '';
    if (gallery.hasAttribute('autoplay')) outer.dataset.autoplay = '';
    if (gallery.getAttribute('transition') === 'fade') outer.dataset.fade = '';
  }
  const list = doc.createElement('div');
  list.className = swiper ? 'swiper-wrapper' : 'peer-items';
  for (const figure of gallery.querySelectorAll(':scope > figure')) {
    const img = imageOf(figure);
    const slide = doc.createElement('div');
    slide.className = swiper ? 'swiper-slide' : 'peer-item';
    const copy = doc.createElement('figure');
    if (img && lightbox) {
      const [w, h] = (figure.getAttribute('data-image-dimensions') ?? '1600x1067').split('x');
      const link = doc.createElement('a');
      link.href = img.getAttribute('src');
      link.setAttribute('data-pswp-width', w);
      link.setAttribute('data-pswp-height', h);
      link.append(img.cloneNode(true));
      copy.append(link);
    } else if (img) copy.append(img.cloneNode(true));
    const caption = figure.querySelector('figcaption');
    if (caption) copy.append(caption.cloneNode(true));
    slide.append(copy);
    list.append(slide);
  }
  outer.append(list);
  if (swiper) {
    for (const [cls, text] of [
      ['swiper-button-prev', 'Previous slide'],
      ['swiper-button-next', 'Next slide'],
    ]) {
      const button = doc.createElement('button');
      button.type = 'button';
      button.className = cls;
      button.setAttribute('aria-label', text);
      outer.append(button);
    }
    const dots = doc.createElement('div');
    dots.className = 'swiper-pagination';
    outer.append(dots);
  }
  gallery.replaceWith(outer);
  // A thumbnail strip (the block's `thumbnails`): Swiper's own, a second Swiper linked to the first.
  if (swiper && gallery.hasAttribute('thumbnails')) {
    const strip = doc.createElement('div');
    strip.className = 'swiper peer-thumbs';
    strip.setAttribute('aria-label', `${label}: thumbnails`);
    const track = doc.createElement('div');
    track.className = 'swiper-wrapper';
    for (const img of list.querySelectorAll('img')) {
      const slide = doc.createElement('div');
      slide.className = 'swiper-slide';
      const thumb = img.cloneNode(false);
      thumb.setAttribute('loading', 'lazy');
      slide.append(thumb);
      track.append(slide);
    }
    strip.append(track);
    outer.after(strip);
  }
}

/** `<ss-video>`: a click-to-play poster linking to the video, as a peer page would write it. */
function peerVideo(doc, video) {
  const link = doc.createElement('a');
  link.className = 'peer-video';
  const embed = /src="([^"]+)"/.exec(video.getAttribute('data-html') ?? '');
  link.href = embed ? embed[1] : '#';
  link.setAttribute('aria-label', `Play: ${video.getAttribute('label') ?? 'video'}`);
  if (video.getAttribute('style')) link.setAttribute('style', video.getAttribute('style'));
  const img = video.querySelector('img');
  if (img) link.append(img.cloneNode(true));
  video.replaceWith(link);
}

/** Swaps Sitestack's head (context, stylesheet, loader) for the peer bundle's. */
function peerHead(doc, name, outputs) {
  doc.getElementById('ss-context')?.remove();
  for (const el of doc.querySelectorAll('link[href^="/dist/"], script[src^="/dist/"], link[rel="modulepreload"]')) el.remove();
  const demoCss = doc.querySelector('link[href="/demo.css"]');
  const css = doc.createElement('link');
  css.rel = 'stylesheet';
  css.href = `/${outputs.css}`;
  const script = doc.createElement('script');
  script.type = 'module';
  script.src = `/${outputs.js}`;
  demoCss.before(css, script);
  doc.title = doc.title.replace('Sitestack demo site', `peer page (${name})`);
}

async function bundle(name, source, css) {
  const entry = path.join(PEER_DIST, `${name}.entry.js`);
  writeFileSync(entry, source);
  const cssEntry = path.join(PEER_DIST, `${name}.entry.css`);
  writeFileSync(cssEntry, css);
  const result = await build({
    entryPoints: { [name]: entry, [`${name}-style`]: cssEntry },
    bundle: true,
    format: 'esm',
    splitting: true,
    minify: true,
    target: 'es2020',
    outdir: PEER_DIST,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    metafile: true,
    nodePaths: [path.join(root, 'node_modules')],
    absWorkingDir: root,
    logLevel: 'warning',
  });
  rmSync(entry);
  rmSync(cssEntry);
  const outputs = Object.entries(result.metafile.outputs);
  const js = outputs.find(([, o]) => o.entryPoint?.endsWith(`${name}.entry.js`))[0];
  const cssOut = outputs.find(([file]) => file.endsWith('.css'))[0];
  return { js: path.relative(PEER_DIST, path.resolve(root, js)), css: path.relative(PEER_DIST, path.resolve(root, cssOut)) };
}

// Plausible's tracker: a pageview on load and on history changes, as its README sets it up.
const PLAUSIBLE = `
import Plausible from 'plausible-tracker';
// trackLocalhost: the bench serves on 127.0.0.1, and the events must really be sent, as Sitestack's are.
const plausible = Plausible({ domain: 'harbour-cafe.example', apiHost: location.origin + '/peer-api', trackLocalhost: true });
plausible.enableAutoPageviews();
`;

const GALLERY_JS = `
import Swiper from 'swiper';
import { Navigation, Pagination, Autoplay, EffectFade, A11y, Keyboard, Thumbs } from 'swiper/modules';
import PhotoSwipeLightbox from 'photoswipe/lightbox';
${PLAUSIBLE}
for (const el of document.querySelectorAll('.swiper:not(.peer-thumbs)')) {
  const d = el.dataset;
  const strip = el.nextElementSibling?.classList.contains('peer-thumbs') ? el.nextElementSibling : null;
  const thumbs = strip ? new Swiper(strip, { slidesPerView: 'auto', spaceBetween: 8, watchSlidesProgress: true }) : null;
  new Swiper(el, {
    modules: [Navigation, Pagination, Autoplay, EffectFade, A11y, Keyboard, Thumbs],
    thumbs: thumbs ? { swiper: thumbs } : undefined,
    loop: 'loop' in d,
    effect: 'fade' in d ? 'fade' : 'slide',
    fadeEffect: { crossFade: true },
    autoplay: 'autoplay' in d ? { delay: 5000, pauseOnMouseEnter: true } : false,
    slidesPerView: d.design === 'carousel' ? 1.3 : 1,
    spaceBetween: d.design === 'carousel' ? 16 : 0,
    breakpoints: d.design === 'carousel' ? { 768: { slidesPerView: 3 } } : undefined,
    keyboard: { enabled: true, onlyInViewport: true },
    navigation: { nextEl: el.querySelector('.swiper-button-next'), prevEl: el.querySelector('.swiper-button-prev') },
    pagination: { el: el.querySelector('.swiper-pagination'), clickable: true },
  });
}
for (const el of document.querySelectorAll('[data-peer-lightbox]')) {
  const lightbox = new PhotoSwipeLightbox({ gallery: el, children: 'a', pswpModule: () => import('photoswipe') });
  lightbox.init();
}
`;

const GALLERY_CSS = `
@import 'swiper/css';
@import 'swiper/css/navigation';
@import 'swiper/css/pagination';
@import 'swiper/css/effect-fade';
@import 'swiper/css/thumbs';
@import 'photoswipe/style.css';
.swiper { width: 100%; }
.swiper figure, .peer-item figure { margin: 0; }
.swiper img, .peer-item img, .peer-video img { display: block; width: 100%; height: auto; }
.peer-slideshow img, .peer-slider img { aspect-ratio: 3 / 2; object-fit: cover; }
.peer-layout .peer-items { display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); }
.peer-autocolumns .peer-items { display: block; columns: 3 200px; column-gap: 12px; }
.peer-autocolumns .peer-item { break-inside: avoid; margin-bottom: 12px; }
.peer-autorows .peer-items { display: flex; flex-wrap: wrap; gap: 12px; }
.peer-autorows .peer-item { flex: 1 1 240px; }
.peer-list .peer-items { grid-template-columns: 1fr; }
.peer-layout img { aspect-ratio: 3 / 2; object-fit: cover; }
.peer-autocolumns img { aspect-ratio: auto; }
.peer-video { display: block; }
/* The grid as the block lays it out (spec 03 §9: 4 per row; 2 in a column under 600 px, square cells). */
.peer-grid { container-type: inline-size; }
.peer-grid .peer-items { grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 20px; }
@container (max-width: 599px) { .peer-grid .peer-items { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
.peer-grid img { aspect-ratio: 1; }
.peer-thumbs { margin-top: 8px; }
.peer-thumbs .swiper-slide { width: 64px; height: 64px; opacity: 0.6; }
.peer-thumbs .swiper-slide-thumb-active { opacity: 1; }
.peer-thumbs img { width: 64px; height: 64px; object-fit: cover; }
`;

// The plain form's own small script: the message counter the Sitestack form has too.
const FORMS_JS = `
import * as CookieConsent from 'vanilla-cookieconsent';
${PLAUSIBLE}
for (const area of document.querySelectorAll('textarea[maxlength]')) {
  const counter = document.getElementById(area.getAttribute('aria-describedby'));
  const max = area.getAttribute('maxlength');
  area.addEventListener('input', () => { if (counter) counter.textContent = area.value.length + ' / ' + max; });
}
CookieConsent.run({
  // Shown to the headless browsers of the bench too, as to a visitor (its default hides it from bots).
  hideFromBots: false,
  categories: { necessary: { enabled: true, readOnly: true }, analytics: {} },
  language: {
    default: 'en',
    translations: {
      en: {
        consentModal: {
          title: 'We use cookies',
          description: 'Harbour Café uses cookies to understand how the site is used.',
          acceptAllBtn: 'Accept',
          acceptNecessaryBtn: 'Decline',
          showPreferencesBtn: 'Manage preferences',
        },
        preferencesModal: {
          title: 'Cookie preferences',
          acceptAllBtn: 'Accept all',
          acceptNecessaryBtn: 'Decline all',
          savePreferencesBtn: 'Save preferences',
          sections: [
            { title: 'Strictly necessary', description: 'Needed for the site to work.', linkedCategory: 'necessary' },
            { title: 'Analytics', description: 'Anonymous visit statistics.', linkedCategory: 'analytics' },
          ],
        },
      },
    },
  },
});
`;

const FORMS_CSS = `
@import 'vanilla-cookieconsent/dist/cookieconsent.css';
.ssf-fields { display: grid; gap: 16px; }
.ssf-field { border: 0; margin: 0; padding: 0; display: grid; gap: 6px; }
.ssf-label { font-weight: 600; padding: 0; }
.ssf-parts { display: flex; flex-wrap: wrap; gap: 8px; }
.ssf-subfield { display: grid; gap: 2px; flex: 1 1 8rem; }
.ssf-sublabel, .ssf-description, .ssf-counter { font-size: 0.85em; color: #555; }
.ssf-input { font: inherit; padding: 8px; border: 1px solid #888; border-radius: 4px; width: 100%; box-sizing: border-box; }
.ssf-input-row { display: flex; align-items: center; gap: 6px; }
.ssf-options, .ssf-likert-scale { display: flex; flex-wrap: wrap; gap: 8px 16px; }
.ssf-honeypot { position: absolute; left: -10000px; }
.ssf-submit { font: inherit; padding: 10px 20px; margin-top: 16px; }
`;

/** Throws when a peer page lost content of its demo page: every image, caption and form field name is kept. */
function checkSameContent() {
  const read = (file) => new JSDOM(readFileSync(file, 'utf8')).window.document;
  // (a thumbnail strip shows the slides' images again: Sitestack's draws them in its shadow root)
  const images = (doc) => [...doc.querySelectorAll('main img')].filter((img) => !img.closest('.peer-thumbs')).map((img) => img.getAttribute('src') ?? img.getAttribute('data-src')).sort();
  const captions = (doc) => [...doc.querySelectorAll('main figcaption')].map((c) => c.textContent.trim()).sort();
  const fields = (doc) => [...doc.querySelectorAll('main form [name]')].map((f) => f.getAttribute('name')).sort();
  const pairs = [
    ['gallery', images, 'images'],
    ['gallery', captions, 'captions'],
    ['forms', fields, 'form fields'],
  ];
  for (const [page, list, what] of pairs) {
    const ours = JSON.stringify(list(read(path.join(root, `demo/${page}.html`))));
    const theirs = JSON.stringify(list(read(path.join(PEER_DIST, `${page}.html`))));
    if (ours !== theirs) throw new Error(`peer ${page}.html does not have the same ${what} as demo/${page}.html`);
  }
}

/** Builds both peer pages; returns { gallery: 'gallery.html', forms: 'forms.html' } (paths under PEER_DIST). */
export async function buildPeers() {
  rmSync(PEER_DIST, { recursive: true, force: true });
  mkdirSync(PEER_DIST, { recursive: true });

  const gallery = new JSDOM(readFileSync(path.join(root, 'demo/gallery.html'), 'utf8'));
  const gdoc = gallery.window.document;
  for (const el of [...gdoc.querySelectorAll('ss-gallery')]) peerGallery(gdoc, el);
  for (const el of [...gdoc.querySelectorAll('ss-video')]) peerVideo(gdoc, el);
  peerHead(gdoc, 'Swiper + PhotoSwipe', await bundle('gallery', GALLERY_JS, GALLERY_CSS));
  writeFileSync(path.join(PEER_DIST, 'gallery.html'), gallery.serialize());

  const forms = new JSDOM(readFileSync(path.join(root, 'demo/forms.html'), 'utf8'));
  const fdoc = forms.window.document;
  for (const el of [...fdoc.querySelectorAll('ss-form, ss-newsletter')]) {
    // The same form, as the page's own HTML: the markup the block would render without script.
    const form = el.querySelector('form');
    if (form) el.replaceWith(form);
    else el.remove();
  }
  peerHead(fdoc, 'plain form + vanilla-cookieconsent + Plausible', await bundle('forms', FORMS_JS, FORMS_CSS));
  writeFileSync(path.join(PEER_DIST, 'forms.html'), forms.serialize());
  checkSameContent();
  return { gallery: 'gallery.html', forms: 'forms.html' };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildPeers();
  console.log(`Peer pages built in ${path.relative(process.cwd(), PEER_DIST)}/`);
}
