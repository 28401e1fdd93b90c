import type { CSSProperties } from 'react';
import type { BlockProps } from '../block-props.js';
import { parseImageAspectRatio, readWidgetBlockJson, summaryBlockProblem } from '../../runtime/widgets/widget-rendering-request.js';
import { WidgetRenderingView, type WidgetBlockAttributes } from '../parts/widget-rendering.js';
import { summaryText } from '../../runtime/blocks/block-texts.js';

export type SummaryAttributes = WidgetBlockAttributes;

export interface SummaryItemClickDetail {
  href: string;
}

export interface SummaryEvents {
  /** Cancelable: the visitor clicked an item link. */
  'ss-summary-item-click': SummaryItemClickDetail;
}

export function Summary({ host, attributes, emit, serverData }: BlockProps<SummaryAttributes, SummaryEvents>) {
  let ratio: number | 'Auto' = 'Auto';
  // The ratio for the style; validate() reports a bad one when the rendering is requested.
  const parsed = parseImageAspectRatio(readWidgetBlockJson(attributes.dataBlockJson, host).value?.imageAspectRatio);
  if (parsed !== undefined) ratio = parsed;
  const style = (ratio === 'Auto' ? {} : { '--_ss-summary-image-ratio': String(ratio) }) as CSSProperties;
  return (
    <WidgetRenderingView
      tag="ss-summary"
      type="summary"
      host={host}
      attributes={attributes}
      errorText={summaryText('error')}
      validate={summaryBlockProblem}
      serverData={serverData}
      baseProps={{ style, 'data-aspect': ratio === 'Auto' ? 'auto' : 'fixed' }}
      onLinkClick={(href) => emit('ss-summary-item-click', { href }, { cancelable: true })}
    />
  );
}
