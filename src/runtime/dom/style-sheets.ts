/**
 * Constructable stylesheets, created once per CSS text and shared by every shadow root that
 * adopts them (DESIGN.md "Elements": one sheet per block, adopted by every instance).
 */
const sheets = new Map<string, CSSStyleSheet>();

/** One constructable stylesheet per CSS text, created on first use. */
export function sharedStyleSheet(cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

/**
 * Adds the shared sheets for `cssTexts` to a shadow root (or to the shadow root `node` is in),
 * each once, after the ones it already has. Outside a shadow root it does nothing.
 */
export function adoptStyleSheets(target: Node, cssTexts: readonly string[]): void {
  const root = target instanceof ShadowRoot ? target : target.getRootNode();
  if (!(root instanceof ShadowRoot)) return;
  const wanted = cssTexts.map(sharedStyleSheet).filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (wanted.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...wanted];
}
