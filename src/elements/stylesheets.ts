import baseCss from '../styles/base.css?inline';
import tokensCss from '../styles/tokens.css?inline';

const sheets = new Map<string, CSSStyleSheet>();

/** One constructable stylesheet per CSS text, created on first use and shared by every instance. */
export function sharedStyleSheet(cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

/** The sheets a block's shadow root adopts: tokens, base rules, then the block's own. */
export function blockStyleSheets(blockCss: readonly string[]): CSSStyleSheet[] {
  return [tokensCss, baseCss, ...blockCss].map(sharedStyleSheet);
}
