import { fallbackTrackTitle, type AudioSource } from '../../runtime/audio/audio-rules.js';

/** A track of the album: the page's `<audio>` child, its sources and the `data-*` it declares. */
export interface Track {
  element: HTMLAudioElement;
  sources: AudioSource[];
  title: string;
  artist: string;
  /** Seconds, from data-duration, for the track list before metadata loads. */
  duration: number;
}

/**
 * Reads the album from the host's `<audio>` children (their `src` or `<source>`s, `data-title`,
 * `data-artist`, `data-duration`). Addresses as the page wrote them: the browser resolves a
 * relative one against the page it shows, whereas a server would resolve it against the address
 * it renders for (docs/server-rendering.md).
 */
export function readTracks(host: HTMLElement): Track[] {
  return Array.from(host.children)
    .filter((child): child is HTMLAudioElement => child.localName === 'audio')
    .map((element, i) => {
      const own = element.getAttribute('src');
      const sources: AudioSource[] = own
        ? [{ src: own.trim(), type: element.getAttribute('type') ?? '' }]
        : Array.from(element.querySelectorAll('source')).map((source) => ({ src: source.getAttribute('src')?.trim() ?? '', type: source.type }));
      const duration = Number(element.dataset.duration);
      return {
        element,
        sources,
        title: element.dataset.title?.trim() || element.title.trim() || fallbackTrackTitle(sources[0]?.src ?? '', i),
        artist: element.dataset.artist?.trim() ?? '',
        duration: Number.isFinite(duration) && duration > 0 ? duration : Number.NaN,
      };
    });
}

export function sameTracks(a: Track[], b: Track[]): boolean {
  return (
    a.length === b.length &&
    a.every((t, i) => t.element === b[i]!.element && t.title === b[i]!.title && t.artist === b[i]!.artist && t.sources.map((s) => s.src).join() === b[i]!.sources.map((s) => s.src).join())
  );
}
