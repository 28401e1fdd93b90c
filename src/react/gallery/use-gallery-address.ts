import { useEffect, useRef } from 'react';
import { addressForItem, itemIdFromAddress } from '../../runtime/gallery/gallery-address.js';
import { claimHashItem, itemIdForSlide, matchSlideByItemId, releaseHashItem, type MatchableSlide } from '../../runtime/lightbox/lightbox-hash.js';

export interface GalleryAddressOptions {
  slides: readonly MatchableSlide[];
  lightbox: boolean;
  /** Address sync is on (syncsGalleryAddress: the history option, and not in the editing backend). */
  history: boolean;
  collectionUrl: string;
  /** Opens slide `index` in the lightbox. */
  onOpen(index: number): void;
  /** Makes slide `index` current. */
  onShow(index: number): void;
}

/**
 * The address may name an item (spec 02 §2, spec 03 §2): on load and on every hash change, a
 * gallery with a lightbox opens it there (only the first gallery holding it: one lightbox at a
 * time), and a gallery with history on shows it.
 */
export function useGalleryAddress({ slides, lightbox, history, collectionUrl, onOpen, onShow }: GalleryAddressOptions): void {
  const handlers = useRef({ onOpen, onShow });
  useEffect(() => {
    handlers.current = { onOpen, onShow };
  });
  useEffect(() => {
    const fromAddress = () => {
      const itemId = itemIdFromAddress(location, collectionUrl);
      if (!itemId) releaseHashItem();
      const match = matchSlideByItemId(itemId, slides);
      if (match < 0) return;
      if (lightbox) {
        if (claimHashItem(itemId!)) handlers.current.onOpen(match);
      } else if (history) handlers.current.onShow(match);
    };
    fromAddress();
    window.addEventListener('hashchange', fromAddress);
    return () => window.removeEventListener('hashchange', fromAddress);
  }, [slides, lightbox, history, collectionUrl]);
}

/** With address sync on (syncsGalleryAddress), the address names the current slide (spec 03 §2), replacing the entry. */
export function writeGalleryAddress(slide: MatchableSlide, collectionUrl: string): void {
  history.replaceState(history.state, '', addressForItem(itemIdForSlide(slide), collectionUrl, location));
}
