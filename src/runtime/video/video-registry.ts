/**
 * Spec 02 §4: showing one video returns all other videos to their overlays. Each video
 * registers its element and a function that puts it back to its overlay.
 */
const videos = new Map<() => void, Element | null>();

export function registerVideo(returnToOverlay: () => void, element: Element | null = null): () => void {
  videos.set(returnToOverlay, element);
  return () => videos.delete(returnToOverlay);
}

/** Called when a video starts showing: every other video goes back to its overlay. */
export function showOnlyVideo(returnToOverlay: () => void): void {
  for (const other of [...videos.keys()]) if (other !== returnToOverlay) other();
}

/** Returns the videos inside `root` (a gallery changing slide) to their overlays. */
export function returnVideosWithin(root: Node): void {
  for (const [video, element] of [...videos]) if (element && root.contains(element)) video();
}
