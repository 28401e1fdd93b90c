import type { CSSProperties, MouseEvent } from 'react';
import { SUMMARY_ERROR_TEXT } from '../../runtime/i18n/block-messages.js';
import { siteText } from '../../runtime/i18n/site-text.js';
import type { BlockProps } from '../block-props.js';
import { WidgetRenderingView } from './widget-rendering.js';

export interface SummaryAttributes {
  blockId: string;
  dataBlockJson: string;
}

export interface SummaryItemClickDetail {
  href: string;
}

export interface SummaryEvents {
  /** Cancelable: the visitor clicked an item link. */
  'ss-summary-item-click': SummaryItemClickDetail;
}


/** Spec 01 §3 summary block json: imageAspectRatio is Auto or a number (width / height). */
export function parseImageAspectRatio(value: unknown): number | 'Auto' | undefined {
  if (value === undefined || value === null) return 'Auto';
  if (typeof value === 'string' && value.trim().toLowerCase() === 'auto') return 'Auto';
  const ratio = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(ratio) && ratio > 0 ? ratio : undefined;
}

export function Summary({ host, attributes, emit }: BlockProps<SummaryAttributes, SummaryEvents>) {
  let ratio: number | 'Auto' = 'Auto';
  const validate = (value: Record<string, unknown>) => {
    const parsed = parseImageAspectRatio(value.imageAspectRatio);
    return parsed === undefined ? `imageAspectRatio must be "Auto" or a positive number, not ${JSON.stringify(value.imageAspectRatio)}` : null;
  };
  // The ratio for the style; validate() reports a bad one when the rendering is requested.
  try {
    const text = attributes.dataBlockJson || host.querySelector(':scope > script[type="application/json"]')?.textContent || '{}';
    const parsed = parseImageAspectRatio((JSON.parse(text) as Record<string, unknown>).imageAspectRatio);
    if (parsed !== undefined) ratio = parsed;
  } catch {
    // invalid JSON is reported by the rendering view
  }
  const style = (ratio === 'Auto' ? {} : { '--_ss-summary-image-ratio': String(ratio) }) as CSSProperties;
  return (
    <WidgetRenderingView
      tag="ss-summary"
      type="summary"
      host={host}
      blockId={attributes.blockId}
      dataBlockJson={attributes.dataBlockJson}
      errorText={siteText('summary.error', SUMMARY_ERROR_TEXT)}
      validate={validate}
      baseProps={{ style, 'data-aspect': ratio === 'Auto' ? 'auto' : 'fixed' }}
      onLinkClick={(href: string, event: MouseEvent) => {
        if (!emit('ss-summary-item-click', { href }, { cancelable: true })) event.preventDefault();
      }}
    />
  );
}
