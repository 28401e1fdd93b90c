/**
 * One player plays at a time on a page: starting one pauses the one that was playing. Players
 * register a pause callback when they start; the registry lives in the runtime so it survives a
 * block's React root being remounted.
 */
let current: { owner: object; pause: () => void } | null = null;

/** Call when `owner` starts playing: the previous player is paused first. */
export function claimPlayback(owner: object, pause: () => void): void {
  if (current && current.owner !== owner) current.pause();
  current = { owner, pause };
}

/** Call when `owner` stops playing (pause, end, unmount). */
export function releasePlayback(owner: object): void {
  if (current?.owner === owner) current = null;
}

/** The player now playing, if any. */
export function currentPlaybackOwner(): object | null {
  return current?.owner ?? null;
}
