import type { PageContext } from '../context/page-context.js';
import { watchBlockAnimations } from '../animations/block-animations.js';
import { startCommentCounts } from '../links/comment-counts.js';
import { startFollowButtons } from '../links/follow-button.js';
import { watchTextShrink } from '../text/text-shrink.js';
import { loadWebFonts } from './web-fonts.js';

/**
 * The page pieces every page gets once the context is known: web fonts, comment counts, social
 * follow buttons, block animations and heading text shrink. Loaded by the loader as one small chunk, after the context.
 */
export function startPagePieces(context: PageContext, doc: Document = document): () => void {
  loadWebFonts(context, doc);
  void startCommentCounts(context, doc);
  void startFollowButtons(doc);
  const stops = [watchBlockAnimations(doc, doc), watchTextShrink(doc)];
  return () => stops.forEach((stop) => stop());
}
