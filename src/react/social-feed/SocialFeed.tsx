import type { MouseEvent } from 'react';
import type { BlockProps } from '../block-props.js';
import { WidgetRenderingView } from '../parts/widget-rendering.js';
import { socialFeedText } from '../../runtime/blocks/block-texts.js';

export interface SocialFeedAttributes {
  blockId: string;
  dataBlockJson: string;
  rows: number;
}

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
      blockId={attributes.blockId}
      dataBlockJson={attributes.dataBlockJson}
      rows={attributes.rows}
      serverData={serverData}
      errorText={socialFeedText('error')}
      onLinkClick={(href: string, event: MouseEvent) => {
        if (!emit('ss-social-feed-post-click', { href }, { cancelable: true })) event.preventDefault();
      }}
    />
  );
}
