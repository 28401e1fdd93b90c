import { describe, expect, it } from 'vitest';
import { resolveGalleryConfig } from '../../../src/runtime/gallery/gallery-config.js';
import {
  initialiseLightbox,
  LIGHTBOX_ALREADY_INITIALISED_WARNING,
  LIGHTBOX_DESIGNS,
  NO_GALLERY_CONTAINER_MESSAGE,
  resolveLightboxDesign,
  unknownLightboxDesignMessage,
} from '../../../src/runtime/lightbox/lightbox-initialisation.js';

describe('lightbox initialisation (spec 02 §5)', () => {
  // spec 02 §5: "the slideshow container must exist, or an error is raised saying no gallery container was found"
  it('raises an error when there is no gallery container', () => {
    expect(() => initialiseLightbox(null, 3)).toThrow(NO_GALLERY_CONTAINER_MESSAGE);
    expect(() => initialiseLightbox(undefined, 0)).toThrow('no gallery container found');
  });

  // spec 02 §5: "The chosen design must exist, or an error lists the loaded designs."
  it('lists the loaded designs when the chosen one does not exist', () => {
    expect(resolveLightboxDesign('light')).toBe('light');
    expect(resolveLightboxDesign(' Dark ')).toBe('dark');
    expect(() => resolveLightboxDesign('sepia')).toThrow(unknownLightboxDesignMessage('sepia'));
    expect(unknownLightboxDesignMessage('sepia')).toBe('Lightbox: unknown design "sepia"; the loaded designs are dark, light.');
    expect(LIGHTBOX_DESIGNS).toEqual(['dark', 'light']);
  });

  it('reports an unknown design in the gallery configuration and keeps the dark one', () => {
    const { config, errors } = resolveGalleryConfig({ design: '', transition: '', autoplay: false, loop: false, lightbox: true, thumbnails: false, history: false, blockJson: JSON.stringify({ lightboxTheme: 'sepia' }) });
    expect(config.lightboxTheme).toBe('dark');
    expect(errors).toEqual([unknownLightboxDesignMessage('sepia')]);
  });

  // spec 02 §5: "A second initialisation on the same container only warns."
  it('only warns on a second initialisation of the same container, until the first is released', () => {
    const container = {};
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    const release = initialiseLightbox(container, 2, warn);
    expect(release).toBeTypeOf('function');
    expect(initialiseLightbox(container, 2, warn)).toBeNull();
    expect(warnings).toEqual([LIGHTBOX_ALREADY_INITIALISED_WARNING]);
    expect(initialiseLightbox({}, 2, warn)).toBeTypeOf('function');
    release!();
    expect(initialiseLightbox(container, 2, warn)).toBeTypeOf('function');
    expect(warnings).toHaveLength(1);
  });

  // spec 02 §5: "An empty gallery does nothing."
  it('does nothing for an empty gallery', () => {
    const warnings: string[] = [];
    const container = {};
    expect(initialiseLightbox(container, 0, (m) => warnings.push(m))).toBeNull();
    expect(initialiseLightbox(container, 0, (m) => warnings.push(m))).toBeNull();
    expect(warnings).toEqual([]);
  });
});
