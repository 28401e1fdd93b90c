/**
 * Spec 02 §4: showing one video returns all other videos to their overlays. Each video
 * registers a function that puts it back to its overlay.
 */
const videos = new Set<() => void>();

export function registerVideo(returnToOverlay: () => void): () => void {
  videos.add(returnToOverlay);
  return () => videos.delete(returnToOverlay);
}

/** Called when a video starts showing: every other video goes back to its overlay. */
export function showOnlyVideo(returnToOverlay: () => void): void {
  for (const other of videos) if (other !== returnToOverlay) other();
}

/** Returns every video to its overlay (a gallery changing slide, a lightbox closing). */
export function returnAllVideosToOverlay(within?: (video: () => void) => boolean): void {
  for (const video of videos) if (!within || within(video)) video();
}
