import { useEffect, useRef, useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { ownerHtml } from '../../runtime/dom/owner-html.js';
import { DataRequestError } from '../../runtime/net/data-request.js';
import { expectedWidgetRows } from '../../runtime/widgets/widget-placeholder.js';
import { readWidgetBlockJson, requestWidgetRendering, widgetRenderingHtml, widgetRequestFor } from '../../runtime/widgets/widget-rendering-request.js';
import { useLightDom } from '../hooks/use-light-dom.js';

export type RenderingState = 'loading' | 'ready' | 'error';

/** The attributes of a block drawn from a widget rendering (summary, social feed). */
export interface WidgetBlockAttributes {
  blockId: string;
  dataBlockJson: string;
  /** The `rows` attribute (0 when absent): rows of space reserved for the items. */
  rows: number;
}

export interface WidgetRenderingViewProps {
  tag: string;
  type: string;
  host: HTMLElement;
  attributes: WidgetBlockAttributes;
  errorText: string;
  /** Checks the block data before it is sent; returns a problem to report, or null. */
  validate?: (value: Record<string, unknown>) => string | null;
  /** The visitor clicked a link in the rendering; false stops the link (a page cancelled the block's event). */
  onLinkClick: (href: string) => boolean;
  /** Extra attributes for the base wrapper. */
  baseProps?: { style?: CSSProperties } & Record<string, unknown>;
  children?: ReactNode;
  /** The rendering the server fetched (`{ html }`, src/ssr/widget-data.ts): shown at once, not fetched again. */
  serverData?: unknown;
}

const readScriptText = (host: HTMLElement) => host.querySelector(':scope > script[type="application/json"]')?.textContent ?? '';

/**
 * The React side of the summary and social-feed blocks: shows the light-DOM fallback while the
 * rendering loads (in a box that already has the items' height, see widget-placeholder.ts), the
 * server HTML through the Trusted Types policy once it arrives, and the fallback plus a small
 * error when the data or the call fails.
 */
export function WidgetRenderingView({ tag, type, host, attributes, errorText, validate, onLinkClick, baseProps, serverData }: WidgetRenderingViewProps) {
  const { blockId, dataBlockJson, rows } = attributes;
  const scriptText = useLightDom(host, readScriptText, Object.is);
  const [serverHtml] = useState(() => widgetRenderingHtml(serverData));
  const [state, setState] = useState<RenderingState>(serverHtml === null ? 'loading' : 'ready');
  const [html, setHtml] = useState<string | null>(serverHtml);
  // The server's rendering stands for the first request; a later change of the data asks again.
  const skipFirstRequest = useRef(serverHtml !== null);
  const id = blockId || host.id;
  const block = readWidgetBlockJson(dataBlockJson, host);
  const reservedRows = expectedWidgetRows(type, rows, block.value);

  useEffect(() => {
    if (skipFirstRequest.current) {
      skipFirstRequest.current = false;
      return;
    }
    const request = widgetRequestFor(type, id, readWidgetBlockJson(dataBlockJson, host), validate);
    if (!request.widget) {
      console.error(`Sitestack: <${tag}>: ${request.problem}.`);
      setState('error');
      return;
    }
    const controller = new AbortController();
    setState('loading');
    requestWidgetRendering(request.widget, controller.signal).then(
      (reply) => {
        if (controller.signal.aborted) return;
        setHtml(reply);
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- host is the element itself and validate a module function
  }, [dataBlockJson, scriptText, id, type, tag]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest?.('a[href]');
    if (anchor && !onLinkClick(anchor.getAttribute('href')!)) event.preventDefault();
  };

  const { style, ...rest } = baseProps ?? {};
  const reserved = { ...style, '--_ss-widget-rows': String(reservedRows) } as CSSProperties;
  return (
    <div part="base" className="widget" data-state={state} aria-busy={state === 'loading'} style={reserved} {...rest}>
      <div
        part="content"
        className="content"
        onClick={onClick}
        hidden={state !== 'ready'}
        // Server HTML (the site's own API) through the one Trusted Types policy.
        dangerouslySetInnerHTML={{ __html: ownerHtml(state === 'ready' && html !== null ? html : '') }}
      />
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
