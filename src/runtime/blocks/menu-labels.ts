/**
 * Visitor-facing texts of the menu block (the product's own wording), looked up through siteText
 * (message-catalogue.ts keys `menu.*`), so a site can translate them.
 */

/** The menu's tab list name when the page gives no `label`. */
export const MENU_DEFAULT_LABEL = 'Menu';
/** A menu section with neither `data-label` nor a heading. */
export const MENU_SECTION_FALLBACK_LABEL = 'Menu {index}';
