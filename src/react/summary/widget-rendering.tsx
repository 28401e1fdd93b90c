import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { setTrustedInnerHTML } from '../../runtime/dom/trusted-html.js';
import { dataRequest, DataRequestError } from '../../runtime/net/data-request.js';
import { widgetIdFromBlockId, type WidgetJson } from '../../runtime/widgets/widget-rendering-schema.js';
import { useLightDom } from '../hooks/use-light-dom.js';

/**
 * POST /api/widget/GetWidgetRendering (spec 01 §7) for the summary and social-feed blocks:
 * widgetJSON = { type, id (block id without `block-`), value (block data) }, plus collectionId
 * for summary blocks on event collections. The reply's `html` replaces the block content and
 * goes through the Trusted Types policy.
 */
export const WIDGET_RENDERING_PATH = '/api/widget/GetWidgetRendering';

/** Spec 01 §7: summary blocks on event collections also send collectionId. */
export function widgetJsonFor(type: string, blockId: string, value: Record<string, unknown>): WidgetJson {
  const widget: WidgetJson = { type, id: widgetIdFromBlockId(blockId), value };
  const collectionId = typeof value.collectionId === 'string' ? value.collectionId : undefined;
  const isEventCollection = String(value.collectionType ?? '').toLowerCase() === 'events';
  if (type === 'summary' && isEventCollection && collectionId) widget.collectionId = collectionId;
  return widget;
}

/** The block data: `data-block-json`, else a child `<script type="application/json">`. */
export function readBlockJson(attribute: string, host: HTMLElement): { value: Record<string, unknown> | null; error: string | null } {
  const text = attribute || host.querySelector(':scope > script[type="application/json"]')?.textContent || '';
  if (text.trim() === '') return { value: {}, error: null };
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { value: null, error: 'the block data must be a JSON object' };
    return { value: value as Record<string, unknown>, error: null };
  } catch {
    return { value: null, error: 'the block data is not valid JSON' };
  }
}

export type RenderingState = 'loading' | 'ready' | 'error';

export interface WidgetRenderingViewProps {
  tag: string;
  type: string;
  host: HTMLElement;
  blockId: string;
  dataBlockJson: string;
  errorText: string;
  /** Adjusts the block data before it is sent (e.g. the summary's validated aspect ratio). */
  validate?: (value: Record<string, unknown>) => string | null;
  onLinkClick: (href: string, event: MouseEvent) => void;
  /** Extra attributes for the base wrapper. */
  baseProps?: Record<string, unknown>;
  children?: ReactNode;
}

const readScriptText = (host: HTMLElement) => host.querySelector(':scope > script[type="application/json"]')?.textContent ?? '';

/**
 * Shows the light-DOM fallback while the rendering loads, the server HTML once it arrives, and
 * the fallback plus a small error when the data or the call fails.
 */
export function WidgetRenderingView({ tag, type, host, blockId, dataBlockJson, errorText, validate, onLinkClick, baseProps }: WidgetRenderingViewProps) {
  const scriptText = useLightDom(host, readScriptText, Object.is);
  const [state, setState] = useState<RenderingState>('loading');
  const [html, setHtml] = useState<string | null>(null);
  const content = useRef<HTMLDivElement>(null);
  const id = blockId || host.id;

  useEffect(() => {
    const { value, error } = readBlockJson(dataBlockJson, host);
    const problem = error ?? (value && validate ? validate(value) : null) ?? (id ? null : 'it needs a block-id (or an id) to ask for its rendering');
    if (problem || !value) {
      console.error(`Sitestack: <${tag}>: ${problem}.`);
      setState('error');
      return;
    }
    const controller = new AbortController();
    setState('loading');
    dataRequest<{ html?: unknown }>(WIDGET_RENDERING_PATH, {
      method: 'POST',
      data: { widgetJSON: JSON.stringify(widgetJsonFor(type, id, value)) },
      signal: controller.signal,
    }).then(
      (reply) => {
        if (controller.signal.aborted) return;
        if (typeof reply?.html !== 'string') {
          console.error(`Sitestack: <${tag}>: the rendering reply has no html.`);
          setState('error');
          return;
        }
        setHtml(reply.html);
        setState('ready');
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        const message = failure instanceof DataRequestError || failure instanceof Error ? failure.message : String(failure);
        console.error(`Sitestack: <${tag}>: could not load its content (${message}).`);
        setState('error');
      },
    );
    return () => controller.abort();
  }, [dataBlockJson, scriptText, id, type, tag]);

  useLayoutEffect(() => {
    if (content.current) setTrustedInnerHTML(content.current, state === 'ready' && html !== null ? html : '');
  }, [state, html]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest?.('a[href]');
    if (anchor) onLinkClick(anchor.getAttribute('href')!, event);
  };

  return (
    <div part="base" className="widget" data-state={state} aria-busy={state === 'loading'} {...baseProps}>
      <div part="content" className="content" ref={content} onClick={onClick} hidden={state !== 'ready'} />
      {state !== 'ready' && (
        <div className="fallback">
          <slot />
        </div>
      )}
      {state === 'error' && (
        <p part="error" className="error">
          {errorText}
        </p>
      )}
    </div>
  );
}
