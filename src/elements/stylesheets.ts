import baseCss from '../styles/base.css?inline';
import tokensCss from '../styles/tokens.css?inline';
import { sharedStyleSheet } from '../runtime/dom/style-sheets.js';

/** A block's stylesheets in the order its shadow root takes them: tokens, base rules, then its own. */
export function blockStyleTexts(blockCss: readonly string[]): string[] {
  return [tokensCss, baseCss, ...blockCss];
}

/** The sheets a block's shadow root adopts (blockStyleTexts, each sheet shared by every instance). */
export function blockStyleSheets(blockCss: readonly string[]): CSSStyleSheet[] {
  return blockStyleTexts(blockCss).map(sharedStyleSheet);
}
