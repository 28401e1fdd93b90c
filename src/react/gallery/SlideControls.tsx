import { galleryText } from '../../runtime/gallery/gallery-texts.js';

export interface SlideControlsProps {
  previousLabel: string;
  nextLabel: string;
  onPrevious(): void;
  onNext(): void;
  previousDisabled?: boolean;
  nextDisabled?: boolean;
  hidden?: boolean;
  controls: string;
}

/** Previous and next buttons (WAI-ARIA carousel pattern), laid over the slides so they take no space. */
export function SlideControls({ previousLabel, nextLabel, onPrevious, onNext, previousDisabled, nextDisabled, hidden, controls }: SlideControlsProps) {
  if (hidden) return null;
  return (
    <>
      <button part="previous" className="arrow previous" type="button" aria-label={previousLabel} aria-controls={controls} disabled={previousDisabled} onClick={onPrevious}>
        <span aria-hidden="true">‹</span>
      </button>
      <button part="next" className="arrow next" type="button" aria-label={nextLabel} aria-controls={controls} disabled={nextDisabled} onClick={onNext}>
        <span aria-hidden="true">›</span>
      </button>
    </>
  );
}

/**
 * The rotation control every autoplay has (WAI-ARIA carousel pattern). Until the visitor uses it,
 * autoplay is paused exactly when they prefer reduced motion (spec 03 §4), which a server cannot
 * know: the icon is then chosen by the stylesheet's media query, so the server's picture and the
 * hydrated one are the same; the label follows once the browser knows.
 */
export function RotationControl({ paused, followsMotionPreference, onToggle }: { paused: boolean; followsMotionPreference?: boolean; onToggle(): void }) {
  return (
    <button part="rotation" className="rotation" type="button" aria-label={paused ? galleryText('startRotation') : galleryText('stopRotation')} onClick={onToggle}>
      {followsMotionPreference ? (
        <span aria-hidden="true" className="icon-motion" />
      ) : (
        <span aria-hidden="true" className={paused ? 'icon-play' : 'icon-pause'} />
      )}
    </button>
  );
}
