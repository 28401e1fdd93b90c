import { fillPlaceholders } from '../i18n/site-text.js';

/**
 * A gallery configuration error that can be shown in a site's language: its message is the
 * en-US text (for the console), and `key`, `template` and `params` let the block look up a
 * translation with `siteText(key, template, params)`.
 */
export class GalleryProblem extends Error {
  constructor(
    readonly key: string,
    readonly template: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(fillPlaceholders(template, params));
    this.name = 'GalleryProblem';
  }
}
