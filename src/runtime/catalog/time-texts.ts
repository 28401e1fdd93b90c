import { textLookup } from '../i18n/text-lookup.js';

/**
 * Relative time wording (catalogue keys `time.*`), en-US: spec 03 §9 "less than a minute ago ...
 * days" and spec 02 §9 'just now' / 'about N seconds ago'. Placeholders are `{name}`.
 */
export const TIME_TEXTS = Object.freeze({
  lessThanAMinute: 'less than a minute ago',
  aboutAMinute: 'about a minute ago',
  minutes: '{count} minutes ago',
  aboutAnHour: 'about an hour ago',
  hours: '{count} hours ago',
  oneDay: '1 day ago',
  days: '{count} days ago',
  justNow: 'just now',
  aboutSeconds: 'about {count} seconds ago',
} as const);

export const timeText = /* @__PURE__ */ textLookup('time.', TIME_TEXTS);
