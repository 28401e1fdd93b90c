/**
 * HTML's parser drops a newline that directly follows `<pre>`, `<textarea>` or `<listing>`, and
 * its serialisation (jsdom's `outerHTML`, as a browser's) does not write one back: a leading blank
 * line of authored content is lost each time the renderer parses a page and writes a block out
 * again. An element whose text starts with a newline gets one more when written, the old
 * serialisation rule of HTML, so the browser parses back the text the author wrote.
 */
const PARSER_NEWLINE_ELEMENTS = 'pre, textarea, listing';

function keepLeadingNewlines(root: ParentNode): void {
  for (const element of Array.from(root.querySelectorAll(`${PARSER_NEWLINE_ELEMENTS}, template`))) {
    if (element.localName === 'template') {
      keepLeadingNewlines((element as HTMLTemplateElement).content);
      continue;
    }
    const first = element.firstChild;
    if (first?.nodeType === 3 && (first as Text).data.startsWith('\n')) (first as Text).data = `\n${(first as Text).data}`;
  }
}

/** The element's markup, read back by a browser as the same text. */
export function elementMarkup(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  keepLeadingNewlines(copy);
  return copy.outerHTML;
}

/** The document's markup, read back by a browser as the same text (changes the document). */
export function documentMarkup(document: Document, serialize: () => string): string {
  keepLeadingNewlines(document);
  return serialize();
}
