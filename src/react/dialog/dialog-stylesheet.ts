import baseCss from '../../styles/base.css?inline';
import dialogCss from '../../styles/dialog.css?inline';
import tokensCss from '../../styles/tokens.css?inline';
import { adoptStyleSheets, sharedStyleSheet } from '../../runtime/dom/style-sheets.js';

/** The sheets of a stand-alone dialog host: tokens, base rules, dialog (the same sheet objects the blocks adopt). */
export function getDialogHostStyleSheets(): CSSStyleSheet[] {
  return [tokensCss, baseCss, dialogCss].map(sharedStyleSheet);
}

/** Adds the dialog sheet to the shadow root a dialog renders in (a block's), once. */
export function adoptDialogStyles(node: Node): void {
  adoptStyleSheets(node, [dialogCss]);
}
