/**
 * Visitor-facing texts of the accordion and menu blocks (the product's own wording). The blocks
 * look them up through siteText, so a site can translate them (message-catalogue.ts keys
 * `accordion.*`, `menu.*`).
 */

/** An accordion item whose `<summary>` is empty. */
export const ACCORDION_ITEM_FALLBACK_TITLE = 'Item {index}';
/** The menu's tab list name when the page gives no `label`. */
export const MENU_DEFAULT_LABEL = 'Menu';
/** A menu section with neither `data-label` nor a heading. */
export const MENU_SECTION_FALLBACK_LABEL = 'Menu {index}';
