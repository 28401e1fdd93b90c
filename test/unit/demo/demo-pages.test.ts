import { readFileSync, readdirSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { GALLERY_DESIGNS } from '../../../src/runtime/gallery/gallery-block-data.js';

const demo = new URL('../../../demo/', import.meta.url);
const pages = readdirSync(demo).filter((name) => name.endsWith('.html'));

/** Every demo page can be found and described by a search engine (Lighthouse SEO: title and meta description). */
describe('demo pages', () => {
  it.each(pages)('%s has a title, a meta description and a language', (name) => {
    const { document } = new JSDOM(readFileSync(new URL(name, demo), 'utf8')).window;
    expect(document.title.trim().length).toBeGreaterThan(0);
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '';
    expect(description.length).toBeGreaterThanOrEqual(20);
    expect(document.documentElement.lang).toMatch(/^[a-z]{2}/);
  });

  it('gives each page its own description', () => {
    const descriptions = pages.map((name) => /<meta name="description" content="([^"]*)"/.exec(readFileSync(new URL(name, demo), 'utf8'))?.[1]);
    expect(new Set(descriptions).size).toBe(pages.length);
  });
});

/** The gallery page shows every design a site can choose (spec 03 §2-4, §9). */
describe('gallery demo page', () => {
  it('has a gallery in every design', () => {
    const { document } = new JSDOM(readFileSync(new URL('gallery.html', demo), 'utf8')).window;
    const shown = new Set([...document.querySelectorAll('ss-gallery')].map((gallery) => gallery.getAttribute('design') || 'base'));
    expect(GALLERY_DESIGNS.filter((design) => !shown.has(design))).toEqual([]);
  });
});
