import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { ContentItem } from '../../runtime/collections/content-item.js';
import {
  CALENDAR_EVENTS_LIMIT,
  CALENDAR_WEEKS,
  calendarStartMonth,
  dateFormat,
  dateKey,
  firstDayOfWeek,
  groupByDate,
  monthGrid,
  monthQueryWindow,
  moveInCalendar,
  parseDateKey,
  zonedDate,
  type CalendarDate,
} from '../../runtime/events-calendar/event-dates.js';
import { readServerDrawingTime, readServerEvents } from '../../runtime/events-calendar/events-request.js';
import { clock } from '../../runtime/time/clock.js';
import type { BlockProps } from '../block-props.js';
import { useEventsRequest } from '../hooks/use-events-request.js';
import { EventsError } from '../parts/EventsError.js';
import { siteDateSettings } from '../../runtime/events-calendar/site-date-settings.js';
import { calendarText, eventsText } from '../../runtime/events-calendar/event-texts.js';

export interface CalendarAttributes {
  collection: string;
  month: string;
  label: string;
  headingLevel: number;
}

export interface CalendarDaySelectDetail {
  /** "2030-01-16". */
  date: string;
  /** Events on that day. */
  count: number;
}

export interface CalendarMonthChangeDetail {
  /** "2030-02". */
  month: string;
}

export interface CalendarEvents {
  'ss-calendar-day-select': CalendarDaySelectDetail;
  'ss-calendar-month-change': CalendarMonthChangeDetail;
}

const REFERENCE_SUNDAY = Date.UTC(2023, 0, 1);
const utcInstant = (date: CalendarDate) => Date.UTC(date.year, date.month - 1, date.day);
const monthKey = (date: CalendarDate) => dateKey(date).slice(0, 7);

export function Calendar({ attributes, emit, serverData }: BlockProps<CalendarAttributes, CalendarEvents>) {
  const { locale, timeZone } = siteDateSettings();
  const weekStart = firstDayOfWeek(locale);
  // What the server fetched (and drew) is the first state, at the server's time: the same month,
  // no loading state, no second fetch. A server that drew without events still gives its time.
  const [fetched] = useState(() => readServerEvents(serverData));
  const [startedAt] = useState(() => readServerDrawingTime(serverData) ?? clock.now());
  const [month, setMonth] = useState(() => calendarStartMonth(attributes.month, timeZone, startedAt));
  // The visitor's today is not the server's: a page drawn once (cached, static) is read on other
  // days. The first render (the server's, and the browser's that hydrates it) marks no day as
  // today and keeps the tab stop on the month's first day; today comes after mounting.
  const [today, setToday] = useState<CalendarDate | null>(null);
  const [focused, setFocused] = useState<CalendarDate>(month);
  const focusChosen = useRef(false);
  const [selected, setSelected] = useState<string | null>(null);
  // The month the server drew is kept at hydration (then the visitor's month, if another); a later
  // change of the attribute shows its month.
  const keepServerMonth = useRef(readServerDrawingTime(serverData) !== null);
  const moveFocus = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (attributes.month && !parseDateKey(attributes.month)) console.error(`Sitestack: <ss-calendar month="${attributes.month}">: expected a month as YYYY-MM; showing the current month.`);
    if (keepServerMonth.current) {
      keepServerMonth.current = false;
      // Drawn in another month than the visitor's (a cached or static page read later): once
      // hydrated, the visitor's month, as the browser draws it on its own, with the tab stop on today.
      const visitorMonth = calendarStartMonth(attributes.month, timeZone, clock.now());
      if (monthKey(visitorMonth) !== monthKey(month)) {
        setMonth(visitorMonth);
        if (!focusChosen.current) setFocused(zonedDate(clock.now(), timeZone));
      }
      return;
    }
    const next = calendarStartMonth(attributes.month, timeZone, clock.now());
    setMonth(next);
    setFocused(next);
    // Only when the page changes the attribute.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attributes.month]);

  useEffect(() => {
    const now = zonedDate(clock.now(), timeZone);
    setToday(now);
    // The tab stop moves to today in the month shown, unless the visitor already chose a day:
    // also one focused before the code arrived (its focus event came before React listened).
    if (focusChosen.current) return;
    const root = grid.current?.getRootNode() as Document | ShadowRoot | undefined;
    const focusedDay = parseDateKey(root?.activeElement?.closest('[data-date]')?.getAttribute('data-date') ?? '');
    if (focusedDay) setFocused(focusedDay);
    else if (monthKey(now) === monthKey(shownMonthRef.current)) setFocused(now);
  }, [timeZone]);

  const { load, retry } = useEventsRequest(fetched, { ...monthQueryWindow(month.year, month.month), collection: attributes.collection, limit: CALENDAR_EVENTS_LIMIT });

  // Layout effect: focus lands on the new day in the same task as the commit, so a key pressed
  // right after a month change is not lost to a cell that just became an outside day.
  useLayoutEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${dateKey(focused)}"]`)?.focus();
  });

  const byDate = useMemo(() => (load.status === 'ready' ? groupByDate(load.events, timeZone) : new Map<string, ContentItem[]>()), [load, timeZone]);
  const weeks = monthGrid(month.year, month.month, weekStart, CALENDAR_WEEKS);
  const title = dateFormat(locale, 'UTC', { month: 'long', year: 'numeric' }).format(utcInstant(month));
  const longDay = dateFormat(locale, 'UTC', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const shortWeekday = dateFormat(locale, 'UTC', { weekday: 'short' });
  const longWeekday = dateFormat(locale, 'UTC', { weekday: 'long' });
  const time = dateFormat(locale, timeZone, { hour: 'numeric', minute: '2-digit' });
  const dayOfEvent = dateFormat(locale, timeZone, { weekday: 'short', day: 'numeric', month: 'short' });
  const Heading = `h${attributes.headingLevel}` as 'h2';

  // The focused day as of the last key, so keys pressed before React re-renders still add up.
  const focusedRef = useRef(focused);
  focusedRef.current = focused;
  // The month as of the last change, so two quick clicks move two months.
  const shownMonthRef = useRef(month);
  shownMonthRef.current = month;

  const showMonth = (next: CalendarDate, focusDate: CalendarDate) => {
    focusChosen.current = true;
    if (monthKey(next) !== monthKey(shownMonthRef.current)) {
      shownMonthRef.current = { ...next, day: 1 };
      setMonth({ ...next, day: 1 });
      setSelected(null);
      emit('ss-calendar-month-change', { month: monthKey(next) });
    }
    setFocused(focusDate);
  };

  const select = (date: CalendarDate) => {
    const key = dateKey(date);
    setSelected(key);
    focusChosen.current = true;
    setFocused(date);
    emit('ss-calendar-day-select', { date: key, count: byDate.get(key)?.length ?? 0 });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    // The day that has focus: a day focused before the block hydrated (the server drew it) had
    // its focus event before the block could see it.
    const focusedDay = parseDateKey((event.target as Element).closest?.('[data-date]')?.getAttribute('data-date') ?? '') ?? focusedRef.current;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(focusedDay);
      return;
    }
    const next = moveInCalendar(focusedDay, event.key, weekStart);
    if (!next) return;
    focusedRef.current = next;
    event.preventDefault();
    moveFocus.current = true;
    showMonth(next, next);
  };

  const stepMonth = (delta: number) => {
    const next = moveInCalendar(shownMonthRef.current, delta < 0 ? 'PageUp' : 'PageDown', weekStart)!;
    showMonth(next, next);
  };

  const shownMonth = monthKey(month);
  const monthEvents = load.status === 'ready' ? load.events.filter((event) => event.startsAt && dateKey(zonedDate(Date.parse(event.startsAt), timeZone)).startsWith(shownMonth)) : [];
  const listed = selected ? (byDate.get(selected) ?? []) : monthEvents;
  const listTitle = selected
    ? calendarText('eventsOnDay', { date: longDay.format(utcInstant(parseDateKey(selected)!)) })
    : calendarText('eventsInMonth', { month: title });

  return (
    <section part="base" className="calendar" data-state={load.status} aria-label={attributes.label || calendarText('label')}>
      <div part="header" className="header">
        <button part="previous" className="nav" type="button" aria-label={calendarText('previousMonth')} onClick={() => stepMonth(-1)}>
          <span aria-hidden="true">‹</span>
        </button>
        <Heading part="title" className="title" id={titleId} aria-live="polite">
          {title}
        </Heading>
        <button part="next" className="nav" type="button" aria-label={calendarText('nextMonth')} onClick={() => stepMonth(1)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table part="grid" className="grid" role="grid" aria-labelledby={titleId} ref={grid} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {Array.from({ length: 7 }, (_, i) => {
              const instant = REFERENCE_SUNDAY + ((weekStart + i) % 7) * 86_400_000;
              return (
                <th scope="col" key={i} abbr={longWeekday.format(instant)}>
                  {shortWeekday.format(instant)}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((date) => {
                if (!date.inMonth) return <td key={dateKey(date)} className="outside" />;
                const key = dateKey(date);
                const count = byDate.get(key)?.length ?? 0;
                const isFocused = key === dateKey(focused);
                return (
                  <td
                    key={key}
                    part={count > 0 ? 'day day-with-events' : 'day'}
                    className="day"
                    data-date={key}
                    tabIndex={isFocused ? 0 : -1}
                    aria-selected={selected === key}
                    aria-current={today && key === dateKey(today) ? 'date' : undefined}
                    aria-label={
                      count === 0
                        ? longDay.format(utcInstant(date))
                        : count === 1
                          ? calendarText('dayOneEvent', { date: longDay.format(utcInstant(date)) })
                          : calendarText('dayEvents', { date: longDay.format(utcInstant(date)), count })
                    }
                    onClick={() => select(date)}
                    onFocus={() => {
                      focusChosen.current = true;
                      if (!isFocused) setFocused(date);
                    }}
                  >
                    <span aria-hidden="true">{date.day}</span>
                    {count > 0 ? <span className="dot" aria-hidden="true" /> : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div part="events" className="events" aria-live="polite">
        {load.status === 'error' ? (
          <EventsError onRetry={retry} />
        ) : load.status === 'ready' ? (
          <>
            <p part="events-title" className="events-title">
              {listTitle}
            </p>
            {listed.length === 0 ? (
              <p part="empty" className="empty">
                {calendarText('noEvents')}
              </p>
            ) : (
              <ul className="event-list">
                {listed.map((event) => (
                  <li part="event" className="event" key={event.id}>
                    <time dateTime={event.startsAt!}>
                      {selected ? '' : `${dayOfEvent.format(Date.parse(event.startsAt!))}, `}
                      {time.format(Date.parse(event.startsAt!))}
                    </time>{' '}
                    <a href={event.url}>{event.title}</a>
                    {event.venue ? <span className="venue"> · {event.venue}</span> : null}
                    {event.soldOut ? <span className="sold-out"> · {eventsText('soldOut')}</span> : null}
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : null}
      </div>
    </section>
  );
}
