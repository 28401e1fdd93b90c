import { fillPlaceholders } from '../i18n/site-text.js';
import { GALLERY_TEXTS, type GalleryTextName } from './gallery-texts.js';

/**
 * A gallery configuration error that can be shown in a site's language: its message is the
 * en-US text (for the console), and `name` and `params` let the block show the site's
 * translation with `galleryText(name, params)`. `detail` (the engine's words on bad JSON, which
 * differ between a server and each browser) goes to the console only, never into the block.
 */
export class GalleryProblem extends Error {
  constructor(
    readonly textName: GalleryTextName,
    readonly params: Record<string, string | number> = {},
    detail?: string,
  ) {
    const text = fillPlaceholders(GALLERY_TEXTS[textName], params);
    super(detail ? `${text} (${detail})` : text);
    this.name = 'GalleryProblem';
  }
}
