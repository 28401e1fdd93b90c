import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { isNarrowImageBlock } from '../../runtime/catalog/block-widths.js';
import { getPageContext } from '../../runtime/context/current-context.js';
import { renderableHref } from '../../runtime/links/link-rules.js';
import { isPinItOverlayOn, pinItPageUrl, pinItUrl } from '../../runtime/links/pin-it.js';
import { drawnAddress } from '../../runtime/blocks/drawn-address.js';
import { loadImage, parseImageDimensions, whenNearViewport } from '../../runtime/media/index.js';
import type { BlockProps } from '../block-props.js';
import { useLightDom } from '../hooks/use-light-dom.js';
import { imageBlockHasContent, imageBlockImage, prepareImageBlock } from '../../runtime/blocks/image-block-rules.js';
import { imageText, linkText } from '../../runtime/blocks/block-texts.js';

export const IMAGE_LAYOUTS = ['inline', 'poster', 'card', 'overlap', 'collage', 'stack'] as const;
export type ImageLayout = (typeof IMAGE_LAYOUTS)[number];

export interface ImageAttributes {
  layout: ImageLayout;
  href: string;
  newWindow: boolean;
}

export interface ImageLinkClickDetail {
  href: string;
}

export interface ImageEvents {
  /** Cancelable: the visitor clicked the linked image. */
  'ss-image-link-click': ImageLinkClickDetail;
}


export function Image({ host, attributes, emit }: BlockProps<ImageAttributes, ImageEvents>) {
  const image = useLightDom(host, imageBlockImage, Object.is);
  const withContent = useLightDom(host, imageBlockHasContent, Object.is);
  const base = useRef<HTMLDivElement>(null);
  const [narrow, setNarrow] = useState(false);
  const [failed, setFailed] = useState(false);
  const href = renderableHref(attributes.href);

  // Spec 01 §9: the image block is narrow under 415 px (its own width, not the window's). The
  // picture follows a container query (image.css), so the server's rendering is already right;
  // data-narrow tells the page.
  useLayoutEffect(() => {
    const element = base.current;
    if (!element) return;
    setNarrow(isNarrowImageBlock(element.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setNarrow(isNarrowImageBlock(entry!.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    if (image) prepareImageBlock(host);
  }, [host, image]);

  useEffect(() => {
    if (!image) return;
    setFailed(false);
    if (!image.hasAttribute('data-src')) return; // a plain src loads by itself
    const mode = attributes.layout === 'poster' || attributes.layout === 'card' || attributes.layout === 'overlap' ? 'fill' : null;
    return whenNearViewport(image, () => {
      loadImage(image, { mode }).then(
        (outcome) => setFailed(outcome === 'error'),
        (error: Error) => {
          console.error(`Sitestack: <ss-image>: ${error.message}`);
          setFailed(true);
        },
      );
    });
  }, [image, attributes.layout]);

  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (href && !emit('ss-image-link-click', { href }, { cancelable: true })) event.preventDefault();
  };

  // The frame keeps the image's shape before its source arrives (lazy images), so nothing moves when it loads.
  const dimensions = image ? parseImageDimensions(image.getAttribute('data-image-dimensions')) : null;
  const frameStyle = dimensions && attributes.layout !== 'poster' ? { aspectRatio: `${dimensions.width} / ${dimensions.height}` } : undefined;
  const pinHref =
    image && isPinItOverlayOn(getPageContext().websiteSettings.pinterestOverlayOptions?.mode)
      ? pinItUrl({ pageUrl: pinItPageUrl(getPageContext().website.baseUrl, drawnAddress(host), host.ownerDocument.URL), imageUrl: image.getAttribute('data-src') || image.getAttribute('src'), description: image.alt })
      : null;
  // The Pin it link sits over the picture beside the block's own link, never inside it: a link
  // in a link is invalid HTML (a parser takes it apart) and two nested controls for a screen reader.
  const pin =
    pinHref !== null && !failed ? (
      <a part="pin-it" className="pin-it" href={pinHref} target="_blank" rel="noopener noreferrer">
        {imageText('pinIt')}
        <span className="visually-hidden"> {linkText('opensInNewWindow')}</span>
      </a>
    ) : null;
  const media = (
    <div part="media" className="media" style={frameStyle} data-state={failed ? 'error' : image ? 'ready' : 'empty'}>
      <slot name="image" />
      {failed && (
        <p part="error" className="error">
          {imageText('unavailable')}
        </p>
      )}
    </div>
  );
  const linked = href ? (
    <a
      part="link"
      className="link"
      href={href}
      target={attributes.newWindow ? '_blank' : undefined}
      rel={attributes.newWindow ? 'noopener noreferrer' : undefined}
      onClick={onLinkClick}
    >
      {media}
    </a>
  ) : (
    media
  );

  return (
    <div className="image-frame">
      <div
        part="base"
        className="image-block"
        ref={base}
        data-layout={attributes.layout}
        data-narrow={narrow ? '' : undefined}
        data-content={withContent ? '' : undefined}
      >
        {pinHref !== null ? (
          <div className="pin-frame">
            {linked}
            {pin}
          </div>
        ) : (
          linked
        )}
        {withContent && (
          <div part="content" className="content">
            <slot />
          </div>
        )}
      </div>
    </div>
  );
}
