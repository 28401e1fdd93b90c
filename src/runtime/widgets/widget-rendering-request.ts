import { dataRequest } from '../net/data-request.js';
import { widgetIdFromBlockId, type WidgetJson } from './widget-rendering-schema.js';
import { parseWellFormedJson } from '../text/well-formed-json.js';

/**
 * POST /api/widget/GetWidgetRendering (spec 01 §7) for the summary and social-feed blocks:
 * widgetJSON = { type, id (block id without `block-`), value (block data) }, plus collectionId
 * for summary blocks on event collections. The reply's `html` replaces the block content.
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

/** The block data of a widget block: `data-block-json`, else a child `<script type="application/json">`. */
export function readWidgetBlockJson(attribute: string, host: Element): { value: Record<string, unknown> | null; error: string | null } {
  const text = attribute || host.querySelector(':scope > script[type="application/json"]')?.textContent || '';
  if (text.trim() === '') return { value: {}, error: null };
  try {
    const value = parseWellFormedJson(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { value: null, error: 'the block data must be a JSON object' };
    return { value: value as Record<string, unknown>, error: null };
  } catch {
    return { value: null, error: 'the block data is not valid JSON' };
  }
}

/** Spec 01 §3 summary block json: imageAspectRatio is Auto or a number (width / height); undefined when invalid. */
export function parseImageAspectRatio(value: unknown): number | 'Auto' | undefined {
  if (value === undefined || value === null) return 'Auto';
  if (typeof value === 'string' && value.trim().toLowerCase() === 'auto') return 'Auto';
  const ratio = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(ratio) && ratio > 0 ? ratio : undefined;
}

/** Spec 01 §3: a summary block's data must have a usable imageAspectRatio; the problem, or null. */
export function summaryBlockProblem(value: Record<string, unknown>): string | null {
  return parseImageAspectRatio(value.imageAspectRatio) === undefined
    ? `imageAspectRatio must be "Auto" or a positive number, not ${JSON.stringify(value.imageAspectRatio)}`
    : null;
}

/** The HTML of a GetWidgetRendering reply (`{ html }`), or null when it has none. */
export function widgetRenderingHtml(reply: unknown): string | null {
  const html = reply && typeof reply === 'object' ? (reply as { html?: unknown }).html : undefined;
  return typeof html === 'string' ? html : null;
}

/**
 * The widget a summary or social-feed block asks for, from its block id and data; null, with
 * the problem, when the data cannot be sent (bad JSON, a bad value, no block id).
 */
export function widgetRequestFor(
  type: string,
  blockId: string,
  block: { value: Record<string, unknown> | null; error: string | null },
  validate?: (value: Record<string, unknown>) => string | null,
): { widget: WidgetJson; problem: null } | { widget: null; problem: string } {
  const { value, error } = block;
  const problem = error ?? (value && validate ? validate(value) : null) ?? (blockId ? null : 'it needs a block-id (or an id) to ask for its rendering');
  if (problem || !value) return { widget: null, problem: problem ?? 'the block data must be a JSON object' };
  return { widget: widgetJsonFor(type, blockId, value), problem: null };
}

/** Asks the site API for a widget's HTML; rejects when the reply has none. */
export async function requestWidgetRendering(widget: WidgetJson, signal?: AbortSignal): Promise<string> {
  const reply = await dataRequest<{ html?: unknown }>(WIDGET_RENDERING_PATH, {
    method: 'POST',
    data: { widgetJSON: JSON.stringify(widget) },
    signal,
  });
  const html = widgetRenderingHtml(reply);
  if (html === null) throw new Error('the rendering reply has no html');
  return html;
}
