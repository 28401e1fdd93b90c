import { integerAttribute, stringAttribute } from '../runtime/attributes/element-attributes.js';
import { SocialFeed, type SocialFeedEvents } from '../react/social-feed/SocialFeed.js';
import socialFeedCss from '../styles/social-feed.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * Social feed block (spec 01 §7 GetWidgetRendering): the latest posts of an account, rendered by
 * the site API as HTML and shown through the Trusted Types policy. The light-DOM content (for
 * example a link to the profile) is shown until then and again if the call fails.
 *
 * @tag ss-social-feed
 * @summary The latest posts of a social account, rendered by the site API.
 *
 * @attr {string} block-id - The block id (`block-` prefix optional). Default: the element's id.
 * @attr {string} data-block-json - The block data (username, posts ...). A child `<script type="application/json">` works too.
 * @attr {number} rows - How many posts to reserve space for (1-12), before the block's code loads too (no layout shift). Default: the block data's postCount or posts, else 3.
 *
 * @fires ss-social-feed-post-click - The visitor clicked a post link (cancelable). detail: `{ href }`.
 *
 * @csspart base - The block; `data-state` is `loading`, `ready` or `error`.
 * @csspart content - The rendered posts.
 * @csspart error - The message shown when the posts could not be loaded.
 *
 * @cssprop --ss-social-feed-gap - Space between posts. Default: 0.75rem.
 * @cssprop --ss-social-feed-post-padding - Padding of a post. Default: 0.75rem 1rem.
 * @cssprop --ss-social-feed-link-color - Post link colour. Default: inherited.
 * @cssprop --ss-social-feed-row-height - Height reserved per post before the posts arrive. Default: 3.25rem.
 * @cssprop --ss-social-feed-header-height - Height reserved for the account line above the posts. Default: 2rem.
 */
export class SsSocialFeed extends createBlockElement({
  tag: 'ss-social-feed',
  component: SocialFeed,
  attributes: {
    'block-id': stringAttribute(''),
    'data-block-json': stringAttribute(''),
    rows: integerAttribute(0, { min: 0, max: 12 }),
  },
  styles: [socialFeedCss],
}) {}

export type { SocialFeedEvents };
export default SsSocialFeed;

declare global {
  interface HTMLElementTagNameMap {
    'ss-social-feed': SsSocialFeed;
  }
}
