/**
 * Editors that add paragraphs to what an author writes (WordPress's classic editor and its
 * `wpautop`, other CMS "auto paragraph" filters) turn
 *
 *     <ss-accordion>
 *     <details>…</details>
 *     </ss-accordion>
 *
 * into `<p><ss-accordion></p> <details>…</details> <p></ss-accordion></p>`, which the HTML parser
 * reads as an empty block inside a paragraph, its items after that paragraph, and an empty
 * paragraph where its end tag was: the block shows nothing (docs/embedding.md, CMS notes).
 *
 * A block whose items are of one kind (`details`, `section`, `figure`) and that has none takes
 * back the run of such items right after its paragraph, and drops the empty paragraph that ends
 * the run. Only items of its own kind are taken, so nothing else on the page moves.
 */

/** What the block tells the site owner once it took its items back. */
export const RECLAIMED_ITEMS_PROBLEM =
  'its content was outside it, most likely because the editor wrapped the tag in a paragraph (<p>); it was put back. Place Sitestack blocks in a Custom HTML block, or use the WordPress plugin\'s shortcodes.';

/** Whether a node is whitespace, a `<br>` or an empty paragraph the editor added. */
function isEditorFiller(node: Node): boolean {
  if (node.nodeType === 3) return (node.textContent ?? '').trim() === '';
  if (node.nodeType !== 1) return node.nodeType === 8;
  const element = node as Element;
  return element.localName === 'br' || (element.localName === 'p' && element.children.length === 0 && (element.textContent ?? '').trim() === '');
}

/**
 * The items an editor's paragraphs left outside `host` (see above), and the empty paragraphs and
 * line breaks that go with them; null when there are none. Nothing is found when the block has
 * items of its own or does not end its paragraph (text before it, `Photos:<br>`, is the author's
 * and stays).
 */
export function paragraphWrappedItems(host: Element, itemName: string): { items: Element[]; fillers: Element[] } | null {
  if (Array.from(host.children).some((child) => child.localName === itemName)) return null;
  const paragraph = host.parentElement;
  if (paragraph?.localName !== 'p') return null;
  for (let node = host.nextSibling; node; node = node.nextSibling) if (!isEditorFiller(node)) return null;
  const items: Element[] = [];
  const fillers: Node[] = [];
  for (let node = paragraph.nextSibling; node; node = node.nextSibling) {
    if (node.nodeType === 1 && (node as Element).localName === itemName) {
      items.push(node as Element);
      continue;
    }
    if (!isEditorFiller(node)) break;
    fillers.push(node);
    // The empty paragraph where the end tag was closes the run.
    if (items.length > 0 && (node as Element).localName === 'p') break;
  }
  if (items.length === 0) return null;
  // The empty paragraphs and line breaks between and after the items go with them (whitespace stays).
  return { items, fillers: fillers.filter((node): node is Element => node.nodeType === 1) };
}

/** Puts back the items an editor's paragraphs left outside `host` (paragraphWrappedItems); returns how many it took. */
export function reclaimParagraphWrappedItems(host: Element, itemName: string): number {
  const wrapped = paragraphWrappedItems(host, itemName);
  if (!wrapped) return 0;
  host.append(...wrapped.items);
  for (const filler of wrapped.fillers) filler.remove();
  return wrapped.items.length;
}
