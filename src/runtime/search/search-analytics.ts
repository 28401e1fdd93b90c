import { trackEvent } from '../analytics/census.js';
import { AnalyticsEventType } from '../catalog/platform-enumerations.js';
import { whenIdle } from '../dom/when-idle.js';

export const SITE_SEARCH_SCHEMA = 'site_search';

/** The events-service fields of one site search. */
export function siteSearchFields(query: string, total: number): Record<string, unknown> {
  return {
    actor: 'visitor',
    action: 'search',
    event_source: 'WEB',
    object_type: 'search',
    object_display_name: query.trim().slice(0, 200),
    object_value: total,
    product_area: 'search',
    event_type: AnalyticsEventType.SITE_SEARCH,
  };
}

/** Records a search made on the search page, at idle time. */
export function trackSiteSearch(query: string, total: number): void {
  const send = () => void trackEvent(SITE_SEARCH_SCHEMA, siteSearchFields(query, total));
  whenIdle(send);
}
