import type { BlockProps } from '../block-props.js';
import { WidgetRenderingView, type WidgetBlockAttributes } from '../parts/widget-rendering.js';
import { socialFeedText } from '../../runtime/blocks/block-texts.js';

export type SocialFeedAttributes = WidgetBlockAttributes;

export interface SocialFeedPostClickDetail {
  href: string;
}

export interface SocialFeedEvents {
  /** Cancelable: the visitor clicked a post link. */
  'ss-social-feed-post-click': SocialFeedPostClickDetail;
}

export function SocialFeed({ host, attributes, emit, serverData }: BlockProps<SocialFeedAttributes, SocialFeedEvents>) {
  return (
    <WidgetRenderingView
      tag="ss-social-feed"
      type="social-feed"
      host={host}
      attributes={attributes}
      serverData={serverData}
      errorText={socialFeedText('error')}
      onLinkClick={(href) => emit('ss-social-feed-post-click', { href }, { cancelable: true })}
    />
  );
}
