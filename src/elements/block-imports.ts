/**
 * Every block's element module, by tag: the one list of blocks. Written out literally so the
 * bundler gives each block its own chunk. The loader imports a block when its tag appears; the
 * server renderer (src/ssr/) imports the same modules for their block definitions.
 */
export type BlockModule = { default?: CustomElementConstructor & { definition?: unknown } };

export const blockImports: Record<string, () => Promise<BlockModule>> = {
  'ss-accordion': () => import('./accordion.js'),
  'ss-menu': () => import('./menu.js'),
  'ss-cookie-banner': () => import('./cookie-banner.js'),
  'ss-popup': () => import('./popup.js'),
  'ss-announcement-bar': () => import('./announcement-bar.js'),
  'ss-mobile-info-bar': () => import('./mobile-info-bar.js'),
  'ss-form': () => import('./form.js'),
  'ss-newsletter': () => import('./newsletter.js'),
  'ss-chart': () => import('./chart.js'),
  'ss-map': () => import('./map.js'),
  'ss-button': () => import('./button.js'),
  'ss-image': () => import('./image.js'),
  'ss-embed': () => import('./embed.js'),
  'ss-booking': () => import('./booking.js'),
  'ss-member-pricing': () => import('./member-pricing.js'),
  'ss-summary': () => import('./summary.js'),
  'ss-review-request': () => import('./review-request.js'),
  'ss-social-feed': () => import('./social-feed.js'),
  'ss-audio': () => import('./audio.js'),
  'ss-money': () => import('./money.js'),
  'ss-product': () => import('./product.js'),
  'ss-cart': () => import('./cart.js'),
  'ss-cart-count': () => import('./cart-count.js'),
  'ss-donate-button': () => import('./donate-button.js'),
  'ss-gallery': () => import('./gallery.js'),
  'ss-video': () => import('./video.js'),
  'ss-search': () => import('./search.js'),
  'ss-tour-dates': () => import('./tour-dates.js'),
  'ss-calendar': () => import('./calendar.js'),
  'ss-collection-list': () => import('./collection-list.js'),
};
