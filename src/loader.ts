/**
 * The one script a page includes. It boots the page runtime (spec 01 §4), resolves the page
 * context (spec 01 §3) and defines each `ss-*` element the first time its tag appears, loading
 * the block's chunk on demand (spec 03 §8-9). It holds no React, no block code and shares no
 * module with the blocks, so it stays one small file.
 */
import type { PageContext } from './runtime/context/page-context.js';
import type { SitestackConsent } from './runtime/consent/consent-api.js';
import type { SiteUserSession } from './runtime/session/site-user-session.js';
import { whenDocumentReady } from './runtime/dom/when-document-ready.js';
import { createRuntimeLifecycle, type RuntimeLifecycle } from './runtime/lifecycle/runtime-lifecycle.js';
import { loadChunk } from './runtime/net/load-chunk.js';
import { SITESTACK_VERSION } from './runtime/version.js';
import { defineElement } from './elements/define-element.js';
import { markHiddenAnnouncementBars } from './runtime/overlays/announcement-dismissal.js';

type ElementModule = { default?: CustomElementConstructor };

/**
 * A React block: its chunk and the shared element base (which pulls React) are fetched in
 * parallel rather than one after the other.
 */
const reactBlock =
  (load: () => Promise<ElementModule>) =>
  (): Promise<ElementModule> =>
    Promise.all([import('./elements/block-element.js'), load()]).then(([, module]) => module);

/** Every block, by tag. Written out literally so the bundler gives each its own chunk. */
const blocks: Record<string, () => Promise<ElementModule>> = {
  'ss-accordion': reactBlock(() => import('./elements/accordion.js')),
  'ss-menu': reactBlock(() => import('./elements/menu.js')),
  'ss-cookie-banner': reactBlock(() => import('./elements/cookie-banner.js')),
  'ss-popup': reactBlock(() => import('./elements/popup.js')),
  'ss-announcement-bar': reactBlock(() => import('./elements/announcement-bar.js')),
  'ss-mobile-info-bar': reactBlock(() => import('./elements/mobile-info-bar.js')),
  'ss-form': reactBlock(() => import('./elements/form.js')),
  'ss-newsletter': reactBlock(() => import('./elements/newsletter.js')),
  'ss-chart': reactBlock(() => import('./elements/chart.js')),
  'ss-map': reactBlock(() => import('./elements/map.js')),
  'ss-button': reactBlock(() => import('./elements/button.js')),
  'ss-image': reactBlock(() => import('./elements/image.js')),
  'ss-embed': reactBlock(() => import('./elements/embed.js')),
  'ss-booking': reactBlock(() => import('./elements/booking.js')),
  'ss-member-pricing': reactBlock(() => import('./elements/member-pricing.js')),
  'ss-summary': reactBlock(() => import('./elements/summary.js')),
  'ss-review-request': reactBlock(() => import('./elements/review-request.js')),
  'ss-social-feed': reactBlock(() => import('./elements/social-feed.js')),
  'ss-audio': reactBlock(() => import('./elements/audio.js')),
  'ss-money': reactBlock(() => import('./elements/money.js')),
  'ss-product': reactBlock(() => import('./elements/product.js')),
  'ss-cart': reactBlock(() => import('./elements/cart.js')),
  'ss-cart-count': reactBlock(() => import('./elements/cart-count.js')),
  'ss-donate-button': reactBlock(() => import('./elements/donate-button.js')),
  'ss-gallery': reactBlock(() => import('./elements/gallery.js')),
  'ss-video': reactBlock(() => import('./elements/video.js')),
  'ss-search': reactBlock(() => import('./elements/search.js')),
  'ss-tour-dates': reactBlock(() => import('./elements/tour-dates.js')),
  'ss-calendar': reactBlock(() => import('./elements/calendar.js')),
  'ss-collection-list': reactBlock(() => import('./elements/collection-list.js')),
};

const loadContextModule = () => loadChunk('context', () => import('./runtime/context/current-context.js'));
/** Consent policy, owner redirect, Escape key and system errors: every page, without React. */
const loadPageOverlays = () => import('./runtime/overlays/page-overlays.js');
const loadPageOverlayUi = () => import('./react/system-error/page-overlay-ui.js').then((module) => module.default);

/** The public API, also on `window.Sitestack`. */
export interface SitestackApi {
  readonly version: string;
  /** Sets the page context (CMS embedding) and starts the runtime if it has not started. */
  init(context: unknown): Promise<PageContext>;
  /** The page context, once resolved. */
  context(): Promise<PageContext>;
  readonly lifecycle: RuntimeLifecycle;
  /** The visitor's cookie choice: read it, set it, follow it (loads a small chunk on first use). */
  consent(): Promise<SitestackConsent>;
  /** The site member's session: login / logout with the xsrfToken (spec 03 §4; a small chunk on first use). */
  siteUser(): Promise<SiteUserSession>;
  /** Resolves when every `ss-*` element now in `root` is defined or has failed to load. */
  upgrade(root?: ParentNode): Promise<void>;
}

declare global {
  interface Window {
    Sitestack?: SitestackApi;
  }
}

const requested = new Map<string, Promise<void>>();
const warnedUnknown = new Set<string>();

function requestElement(tag: string): Promise<void> {
  let pending = requested.get(tag);
  if (pending) return pending;
  const importer = blocks[tag];
  if (!importer) {
    if (!warnedUnknown.has(tag)) {
      warnedUnknown.add(tag);
      console.warn(`Sitestack: unknown element <${tag}>; no block has that name.`);
    }
    return Promise.resolve();
  }
  pending = loadChunk(tag.slice(3), importer, { isComplete: (module) => typeof module.default === 'function' }).then(
    (module) => {
      defineElement(tag, module.default!);
    },
    (error: Error) => {
      console.error(error.message);
      // The block's light-DOM content stays as the fallback; show it in full.
      for (const element of document.querySelectorAll(tag)) element.setAttribute('data-ss-fallback', '');
    },
  );
  requested.set(tag, pending);
  return pending;
}

function collectTags(root: ParentNode, into: Set<string>): void {
  if (root instanceof Element && root.localName.startsWith('ss-')) into.add(root.localName);
  for (const element of root.querySelectorAll('*')) {
    if (element.localName.startsWith('ss-')) into.add(element.localName);
  }
}

function upgrade(root: ParentNode = document): Promise<void> {
  const tags = new Set<string>();
  collectTags(root, tags);
  return Promise.all([...tags].map(requestElement)).then(() => undefined);
}

function watchForElements(): () => void {
  const observer = new MutationObserver((records) => {
    const tags = new Set<string>();
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) collectTags(node, tags);
    }
    tags.forEach(requestElement);
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  return () => observer.disconnect();
}

function boot(): SitestackApi | undefined {
  const running = window.Sitestack;
  if (running) {
    console.warn(`Sitestack: Sitestack ${running.version} is already running on this page; this copy (${SITESTACK_VERSION}) stops.`);
    return undefined;
  }
  const lifecycle = createRuntimeLifecycle();
  let pendingContext: { value: unknown } | null = null;
  let contextReady: Promise<PageContext> | null = null;
  let stopWatching: (() => void) | null = null;

  const resolveContext = (): Promise<PageContext> =>
    loadContextModule().then((module) => {
      const given = pendingContext;
      pendingContext = null;
      return given ? module.setPageContext(given.value) : module.resolvePageContext();
    });

  lifecycle.addInitialiser(() => {
    contextReady = resolveContext();
    contextReady.then(
      () => {
        if (lifecycle.state !== 'initialised' || stopWatching) return;
        stopWatching = watchForElements();
        void upgrade(document);
      },
      (error: Error) => console.error(error.message),
    );
  });
  /**
   * A page-wide piece (no React): started once, after the page context, from its own chunk with
   * the chunk time-out; a chunk that fails logs the spec's message and the page goes on.
   */
  const startPagePiece = <M,>(name: string, importer: () => Promise<M>, start: (module: M, context: PageContext) => unknown, whenIdle = false) =>
    lifecycle.addInitialiser((again) => {
      if (again) return;
      contextReady?.then(
        (context) => {
          const run = () => {
            loadChunk(name, importer)
              .then((module) => start(module, context))
              .catch((error: Error) => console.error(error.message));
          };
          if (!whenIdle) run();
          else if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 5000 });
          else setTimeout(run, 1);
        },
        () => undefined,
      );
    });
  // Consent policy, owner redirect, Escape key and system errors.
  startPagePiece('page-overlays', loadPageOverlays, (module, context) => module.startPageOverlays(context, loadPageOverlayUi));
  // Analytics (visit cookies, pageview, error and performance reports) waits for idle time too.
  startPagePiece('start-analytics', () => import('./runtime/analytics/start-analytics.js'), (module) => module.startAnalytics(), true);
  // Web fonts, block animations and heading text shrink (spec 01 §3-4, spec 02 §9).
  startPagePiece('start-page-pieces', () => import('./runtime/fonts/start-page-pieces.js'), (module, context) => module.startPagePieces(context));
  lifecycle.addDestructor(() => {
    stopWatching?.();
    stopWatching = null;
  });

  let siteUser: Promise<SiteUserSession> | undefined;
  const api: SitestackApi = {
    version: SITESTACK_VERSION,
    init(context) {
      pendingContext = { value: context };
      if (lifecycle.state === 'initialised') contextReady = resolveContext();
      else lifecycle.initialise();
      return contextReady!;
    },
    context: () => contextReady ?? resolveContext(),
    lifecycle,
    consent: () => loadPageOverlays().then((module) => module.consentApi),
    siteUser: () => (siteUser ??= import('./runtime/session/site-user-session.js').then((module) => module.createSiteUserSession())),
    upgrade,
  };
  window.Sitestack = api;

  // The pre-upgrade rules (space each block reserves before its chunk arrives) live in
  // sitestack.css beside this script. A page that links it in <head> gets them at first paint;
  // otherwise they are added here, as early as a module script can.
  const stylesheet = new URL('sitestack.css', import.meta.url).href;
  if (![...document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')].some((link) => link.href === stylesheet)) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheet;
    link.dataset.sitestack = SITESTACK_VERSION;
    document.head.append(link);
  }

  // A dismissed announcement bar reserves no space before its chunk arrives (no layout shift).
  markHiddenAnnouncementBars(document);
  whenDocumentReady(() => {
    markHiddenAnnouncementBars(document);
    lifecycle.initialise();
  });
  return api;
}

boot();

/** `Sitestack.init(context)`, also importable: `import { init } from '.../sitestack.js'`. */
export function init(context: unknown): Promise<PageContext> | undefined {
  return window.Sitestack?.init(context);
}
