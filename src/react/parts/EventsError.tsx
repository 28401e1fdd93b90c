import { eventsText } from '../../runtime/events-calendar/event-texts.js';

/** An events block's failure (spec 03 §8 'Unable to load. Try again.') with its retry button. */
export function EventsError({ onRetry }: { onRetry: () => void }) {
  return (
    <div part="error" className="error" role="alert">
      <p>{eventsText('failed')}</p>
      <button part="retry" className="retry" type="button" onClick={onRetry}>
        {eventsText('retry')}
      </button>
    </div>
  );
}
