import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { setTrustedHtmlWithScripts } from '../../runtime/dom/run-inserted-scripts.js';
import { videoPlaceholderPadding } from '../../runtime/video/video-embed.js';
import type { BlockProps } from '../block-props.js';
import { useLightDom } from '../hooks/use-light-dom.js';
import { parseAspectRatio } from '../../runtime/media/aspect-ratio.js';
import { embedText } from '../../runtime/blocks/block-texts.js';
import { videoText } from '../../runtime/video/video-texts.js';

export interface EmbedAttributes {
  aspectRatio: string;
  video: boolean;
  activate: 'auto' | 'click';
  label: string;
}

export interface EmbedEvents {
  /** The visitor chose to load click-to-load content. */
  'ss-embed-activate': Record<string, never>;
}


/** The owner's embed HTML: a child `<template>` (inert until the block shows it). */
const readEmbedHtml = (host: HTMLElement) => host.querySelector<HTMLTemplateElement>(':scope > template')?.innerHTML.trim() ?? '';

const looksLikeVideo = (html: string) => /<(iframe|video)\b/i.test(html);

export function Embed({ host, attributes, emit }: BlockProps<EmbedAttributes, EmbedEvents>) {
  const markup = useLightDom(host, readEmbedHtml, Object.is);
  const [activated, setActivated] = useState(attributes.activate === 'auto');
  const frame = useRef<HTMLDivElement>(null);
  const ratio = parseAspectRatio(attributes.aspectRatio);
  const invalidVideo = attributes.video && markup !== '' && !looksLikeVideo(markup);
  const show = activated && markup !== '' && !invalidVideo;

  useLayoutEffect(() => {
    if (!frame.current) return;
    // The owner's scripts run too (fresh copies, in order, through the Trusted Types policy).
    const controller = new AbortController();
    void setTrustedHtmlWithScripts(frame.current, show ? markup : '', controller.signal);
    return () => controller.abort();
  }, [show, markup]);

  // Spec 01 §9 video placeholder: 100 / aspect ratio, else 65 %; other embeds keep their own height.
  const padding = attributes.video || ratio !== null ? videoPlaceholderPadding(ratio) : null;
  const state = markup === '' ? 'empty' : invalidVideo ? 'error' : show ? 'ready' : 'waiting';
  const style = padding === null ? undefined : ({ '--_ss-embed-padding': `${padding}%` } as CSSProperties);

  return (
    <div part="base" className="embed" data-state={state} data-sized={padding === null ? undefined : ''} style={style}>
      <div part="frame" className="frame" ref={frame} role={attributes.label ? 'region' : undefined} aria-label={attributes.label || undefined} />
      {state === 'waiting' && (
        <button
          part="activate"
          className="activate"
          type="button"
          onClick={() => {
            setActivated(true);
            emit('ss-embed-activate', {});
          }}
        >
          {attributes.label ? `${embedText('activate')}: ${attributes.label}` : embedText('activate')}
        </button>
      )}
      {state === 'error' && (
        <p part="error" className="error" role="alert">
          {videoText('invalidEmbed')}
        </p>
      )}
    </div>
  );
}
