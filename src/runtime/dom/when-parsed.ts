/**
 * Whether the HTML parser is done with an element. A block's element may be defined while its
 * page is still loading (a tap on a drawn block fetches its code at once, see src/loader.ts):
 * the parser then constructs later instances at their start tag, before their declarative shadow
 * root and their light DOM (slides, a form's definition) exist. Such an instance is set up only
 * once the parser has passed its end tag.
 */
import { whenDocumentReady } from './when-document-ready.js';

/**
 * True once the parser has passed `element`'s end tag: the document is parsed, or a node follows
 * the element or one of its ancestors (the parser adds nodes in document order). An element not
 * in the document while it is loading may be one the parser has just constructed: false.
 */
export function isParsed(element: Element): boolean {
  if (element.ownerDocument.readyState !== 'loading') return true;
  for (let node: Node | null = element; node?.parentNode; node = node.parentNode) if (node.nextSibling) return true;
  return false;
}

const waiting = new Map<Element, Array<() => void>>();
let observer: MutationObserver | null = null;

function check(): void {
  for (const [element, callbacks] of waiting) {
    if (!isParsed(element)) continue;
    waiting.delete(element);
    for (const callback of callbacks) callback();
  }
  if (waiting.size > 0) return;
  observer?.disconnect();
  observer = null;
}

/**
 * Calls `parsed` once `element` (in the document) is parsed: at once if it is, else when the
 * parser adds a node after it, at the latest when the document is parsed. Callbacks for one
 * element run in the order they were given.
 */
export function whenParsed(element: Element, parsed: () => void): void {
  if (isParsed(element)) return parsed();
  const callbacks = waiting.get(element);
  if (callbacks) return void callbacks.push(parsed);
  waiting.set(element, [parsed]);
  // What follows the element is added to one of its ancestors: their own children are watched,
  // not their subtrees, so the parser's other work does not wake the check.
  observer ??= new MutationObserver(check);
  for (let node: Node | null = element.parentNode; node; node = node.parentNode) observer.observe(node, { childList: true });
  whenDocumentReady(check, element.ownerDocument);
}
