import baseCss from '../styles/base.css?inline';
import tokensCss from '../styles/tokens.css?inline';
import { sharedStyleSheet } from '../runtime/dom/style-sheets.js';

/** The sheets a block's shadow root adopts: tokens, base rules, then the block's own. */
export function blockStyleSheets(blockCss: readonly string[]): CSSStyleSheet[] {
  return [tokensCss, baseCss, ...blockCss].map(sharedStyleSheet);
}
