import type { PageContext } from '../context/page-context.js';
import { watchBlockAnimations } from '../animations/block-animations.js';
import { watchTextShrink } from '../text/text-shrink.js';
import { loadWebFonts } from './web-fonts.js';

/**
 * The page pieces every page gets once the context is known: web fonts, block animations and
 * heading text shrink. Loaded by the loader as one small chunk, after the context.
 */
export function startPagePieces(context: PageContext, doc: Document = document): () => void {
  loadWebFonts(context, doc);
  const stops = [watchBlockAnimations(doc, doc), watchTextShrink(doc)];
  return () => stops.forEach((stop) => stop());
}
