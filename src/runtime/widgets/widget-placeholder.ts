/**
 * The space a summary or social-feed block keeps for its items before (and while) the
 * GetWidgetRendering HTML (spec 01 §7) arrives, so the items landing never push the page down.
 * The block reserves `rows` rows of `--ss-<block>-row-height` plus the gaps between them, as a
 * minimum height that stays once the items are in (shorter content does not make the page
 * jump back). The same formula lives in src/styles/pre-upgrade.css for the `rows` attribute,
 * so the box has its height before the block's code loads too.
 */

/** Rows reserved when neither the `rows` attribute nor the block data says how many items come. */
export const DEFAULT_WIDGET_ROWS = 3;
/** The most rows a block reserves (pre-upgrade.css spells out `rows="1"` to `rows="12"`). */
export const MAX_WIDGET_ROWS = 12;

/** The block-data setting that says how many items the rendering holds, by widget type. */
const COUNT_SETTINGS: Record<string, { count: string; list: string }> = {
  summary: { count: 'pageSize', list: 'items' },
  'social-feed': { count: 'postCount', list: 'posts' },
};

const clampRows = (rows: number) => Math.min(MAX_WIDGET_ROWS, Math.max(1, Math.round(rows)));

/**
 * How many rows to reserve: the `rows` attribute when set (1-12; it is what pre-upgrade CSS
 * sees), else the block data's item count (summary `pageSize` or `items`, social feed
 * `postCount` or `posts`), else 3. Never fewer than 1 or more than 12.
 */
export function expectedWidgetRows(type: string, rowsAttribute: number, value: Record<string, unknown> | null): number {
  if (Number.isInteger(rowsAttribute) && rowsAttribute > 0) return clampRows(rowsAttribute);
  const setting = COUNT_SETTINGS[type];
  if (setting && value) {
    const count = value[setting.count];
    if (typeof count === 'number' && Number.isFinite(count) && count > 0) return clampRows(count);
    const list = value[setting.list];
    if (Array.isArray(list) && list.length > 0) return clampRows(list.length);
  }
  return DEFAULT_WIDGET_ROWS;
}
