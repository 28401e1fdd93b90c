import baseCss from '../../styles/base.css?inline';
import dialogCss from '../../styles/dialog.css?inline';
import tokensCss from '../../styles/tokens.css?inline';

let dialogSheet: CSSStyleSheet | null = null;
let hostSheets: CSSStyleSheet[] | null = null;

function sheetOf(cssText: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(cssText);
  return sheet;
}

/** The dialog's stylesheet, created once. */
export function getDialogStyleSheet(): CSSStyleSheet {
  dialogSheet ??= sheetOf(dialogCss);
  return dialogSheet;
}

/** The sheets of a stand-alone dialog host: tokens, base rules, dialog. */
export function getDialogHostStyleSheets(): CSSStyleSheet[] {
  hostSheets ??= [sheetOf(tokensCss), sheetOf(baseCss), getDialogStyleSheet()];
  return hostSheets;
}

/** Adds the dialog sheet to the shadow root a dialog renders in (a block's), once. */
export function adoptDialogStyles(node: Node): void {
  const root = node.getRootNode();
  if (!(root instanceof ShadowRoot)) return;
  const sheet = getDialogStyleSheet();
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
