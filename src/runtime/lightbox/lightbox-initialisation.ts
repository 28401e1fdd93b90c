/**
 * Initialising a gallery's lightbox, spec 02 §5: the slideshow container must exist, or an error
 * says no gallery container was found; the chosen design must exist, or an error lists the loaded
 * designs; a second initialisation on the same container only warns; an empty gallery does
 * nothing. The messages are for the site's developer (the console), so they are not translated.
 */

/** The lightbox's designs (its themes): the ones this bundle carries. */
export const LIGHTBOX_DESIGNS = ['dark', 'light'] as const;
export type LightboxDesign = (typeof LIGHTBOX_DESIGNS)[number];

/** Spec 02 §5: the error when the slideshow container does not exist. */
export const NO_GALLERY_CONTAINER_MESSAGE = 'Lightbox: no gallery container found.';
/** Spec 02 §5: the warning for a second initialisation on the same container. */
export const LIGHTBOX_ALREADY_INITIALISED_WARNING = 'Lightbox: this gallery container already has a lightbox; the second initialisation is ignored.';

/** Spec 02 §5: the error for a design that does not exist, listing the loaded ones. */
export function unknownLightboxDesignMessage(name: string, loaded: readonly string[] = LIGHTBOX_DESIGNS): string {
  return `Lightbox: unknown design "${name}"; the loaded designs are ${loaded.join(', ')}.`;
}

/** The lightbox design called `name`; throws the spec 02 §5 error listing the loaded designs. */
export function resolveLightboxDesign(name: string): LightboxDesign {
  const design = LIGHTBOX_DESIGNS.find((known) => known === name.trim().toLowerCase());
  if (!design) throw new Error(unknownLightboxDesignMessage(name));
  return design;
}

const initialised = new WeakSet<object>();

/**
 * Initialises the lightbox on `container` (spec 02 §5). Throws when the container is missing.
 * Returns null, doing nothing, for an empty gallery and for a second initialisation (which warns
 * with {@link LIGHTBOX_ALREADY_INITIALISED_WARNING}); otherwise the function that releases the
 * container when its gallery goes away.
 */
export function initialiseLightbox(
  container: object | null | undefined,
  slideCount: number,
  warn: (message: string) => void = (message) => console.warn(message),
): (() => void) | null {
  if (!container) throw new Error(NO_GALLERY_CONTAINER_MESSAGE);
  if (slideCount <= 0) return null;
  if (initialised.has(container)) {
    warn(LIGHTBOX_ALREADY_INITIALISED_WARNING);
    return null;
  }
  initialised.add(container);
  return () => {
    initialised.delete(container);
  };
}
