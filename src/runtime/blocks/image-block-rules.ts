/**
 * The image block's light DOM (spec 03 §3 image variants): its `<img>` (or `<picture>`) child
 * is the image, every other child is the block's text. Read with `localName`/`nodeType` only, so
 * the same rules run on the browser's DOM and on the server renderer's parsed page.
 */

/** The slot the block's image goes into. */
export const IMAGE_BLOCK_IMAGE_SLOT = 'image';

/** The image element a `<ss-image>` shows: an `<img>` child, or the `<img>` of a `<picture>` child. */
export function imageBlockImage(host: Element): HTMLImageElement | null {
  for (const child of Array.from(host.children)) {
    if (child.localName === 'img') return child as HTMLImageElement;
    if (child.localName === 'picture') {
      const img = Array.from(child.children).find((inner) => inner.localName === 'img');
      if (img) return img as HTMLImageElement;
    }
  }
  return null;
}

/** Whether the block has text beside its image: any element other than the image, or non-blank text. */
export function imageBlockHasContent(host: Element): boolean {
  return Array.from(host.childNodes).some((node) =>
    node.nodeType === 1 ? !['img', 'picture'].includes((node as Element).localName) : node.nodeType === 3 && Boolean(node.textContent?.trim()),
  );
}

/**
 * The light DOM as the block shows it: its image goes into the image slot. Run by the block (a
 * layout effect) and by the server renderer, so the server's picture is the final one.
 */
export function prepareImageBlock(host: Element): void {
  const image = imageBlockImage(host);
  if (image && image.getAttribute('slot') !== IMAGE_BLOCK_IMAGE_SLOT) image.setAttribute('slot', IMAGE_BLOCK_IMAGE_SLOT);
}
