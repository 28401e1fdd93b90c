import { integerAttribute, stringAttribute } from '../runtime/attributes/element-attributes.js';
import { SocialFeed, type SocialFeedEvents } from '../react/social-feed/SocialFeed.js';
import socialFeedCss from '../styles/social-feed.css?inline';
import { createBlockElement } from './block-element.js';

/**
 * A social feed block: the block data goes to GetWidgetRendering as `{ type: "social-feed", id, value }`
 * and the reply's HTML (the account's latest posts) replaces the content, through the Trusted Types
 * policy. Until then, and with "The latest posts could not be loaded." after a failure, the light-DOM
 * content (say, a link to the profile) is shown.
 *
 * ```html
 * <ss-social-feed block-id="feed1" data-block-json='{"username":"cornerbakery"}'>
 *   <a href="https://social.example/cornerbakery">@cornerbakery</a>
 * </ss-social-feed>
 * ```
 *
 * @tag ss-social-feed
 * @summary The latest posts of a social account, rendered by the site API.
 *
 * @attr {text} block-id - The block id (`block-` prefix optional). Default: the element's `id`.
 * @attr {JSON text} data-block-json - The block data (username, posts ...). A child `<script type="application/json">` works too. Default: `{}`.
 * @attr {1-12} rows - Posts to keep space for until they arrive (no layout shift); set it so the space is kept before the block's code loads too. Default: block data `postCount` or `posts` count, else 3.
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
