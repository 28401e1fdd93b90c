import { getPageContext } from '../context/current-context.js';
import { resolveTimeZone } from './event-dates.js';

/** The site's locale and time zone (page context), for event dates. */
export function siteDateSettings(): { locale: string; timeZone: string } {
  const context = getPageContext();
  return { locale: context.locale, timeZone: resolveTimeZone(context.timeZone) };
}
