/**
 * Events-service common fields, spec 03 §3 "Tracking event, common fields" and §5: each must
 * match its declared type (nullable ones may be null); a bad field is dropped with a warning.
 * Any other field goes into the custom-data blob.
 */

export type CommonFieldType = 'string' | 'nullable-string' | 'nullable-string-or-number' | 'event-source';

/** spec 03 §3 event_source values. */
export const EVENT_SOURCES: readonly string[] = Object.freeze(['WEB', 'IOS', 'ANDROID', 'SERVER']);

export const COMMON_FIELD_TYPES: Readonly<Record<string, CommonFieldType>> = Object.freeze({
  actor: 'string',
  action: 'string',
  event_owner_team: 'string',
  event_source: 'event-source',
  object_type: 'string',
  context_website_identifier: 'nullable-string',
  destination_url: 'nullable-string',
  object_identifier: 'nullable-string',
  object_id: 'nullable-string',
  object_display_name: 'nullable-string',
  object_value: 'nullable-string-or-number',
  indirect_object_identifier: 'nullable-string',
  indirect_object_id: 'nullable-string',
  indirect_object_display_name: 'nullable-string',
  indirect_object_value: 'nullable-string-or-number',
  indirect_object_type: 'nullable-string',
  product_area: 'nullable-string',
  product_page: 'nullable-string',
  product_section: 'nullable-string',
  product_design_identifier: 'nullable-string',
  user_member_account_id: 'nullable-string',
  user_session_id: 'nullable-string',
  browser_locale: 'nullable-string',
  member_account_locale: 'nullable-string',
  website_locale: 'nullable-string',
  frontsite_language: 'nullable-string',
});

export function matchesCommonFieldType(type: CommonFieldType, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'nullable-string':
      return value === null || typeof value === 'string';
    case 'nullable-string-or-number':
      return value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
    case 'event-source':
      return typeof value === 'string' && EVENT_SOURCES.includes(value);
  }
}

export function invalidFieldWarning(field: string, type: CommonFieldType): string {
  return `Sitestack analytics: dropped tracking field "${field}": it must be ${type === 'event-source' ? `one of ${EVENT_SOURCES.join(', ')}` : type.replace(/-/g, ' ')}.`;
}

/** Splits caller fields into valid common data and the custom-data blob; warns for each dropped field. */
export function splitTrackingFields(
  fields: Record<string, unknown>,
  warn: (message: string) => void,
): { commonData: Record<string, unknown>; customData: Record<string, unknown> } {
  const commonData: Record<string, unknown> = {};
  const customData: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const type = COMMON_FIELD_TYPES[field];
    if (!type) customData[field] = value;
    else if (matchesCommonFieldType(type, value)) commonData[field] = value;
    else warn(invalidFieldWarning(field, type));
  }
  return { commonData, customData };
}
