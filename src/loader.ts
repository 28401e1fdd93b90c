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
import { isParsed, whenParsed } from './runtime/dom/when-parsed.js';
import { CONTEXT_SCRIPT_ID } from './runtime/context/context-script-id.js';
import { createRuntimeLifecycle, type RuntimeLifecycle } from './runtime/lifecycle/runtime-lifecycle.js';
import { loadChunk } from './runtime/net/load-chunk.js';
import { SITESTACK_VERSION } from './runtime/version.js';
import { defineElement } from './elements/define-element.js';
import { markHiddenAnnouncementBars } from './runtime/overlays/announcement-dismissal.js';
import { revealUndecidedCookieBanners } from './runtime/consent/early-banner-reveal.js';
import { blockImports } from './elements/block-imports.js';
import { FALLBACK_HOST_ATTRIBUTE, RENDERED_HOST_ATTRIBUTE, isAwaitingHydration, markHydrationUrgent, whenHydrationIsDue } from './runtime/blocks/hydration-schedule.js';
import { whenIdle } from './runtime/dom/when-idle.js';
import { holdEarlyInteractions, holdEarlySubmits } from './runtime/blocks/early-interactions.js';
import { importBlockInTurns, preloadBlockChunks } from './runtime/net/chunk-preload.js';
import { nextTask } from './runtime/dom/next-task.js';
import { CART_BUNDLE_FAILED_MESSAGE } from './runtime/commerce/cart-bundle-message.js';
import { whenNearViewport } from './runtime/media/lazy-load.js';
import { isNearViewport } from './runtime/dom/box-in-view.js';

/** Where the chunks are: the loader's own folder. */
const BUNDLE_URL = import.meta.url;

type ContextModule = typeof import('./runtime/context/current-context.js');
let contextModule: Promise<ContextModule> | null = null;
/**
 * The page-context module, with its schema built one part per task (a new task follows): loaded
 * once; a chunk that failed to load is tried again on the next call.
 */
const loadContextModule = (): Promise<ContextModule> =>
  (contextModule ??= loadChunk('context', () => import('./runtime/context/current-context.js'))
    .then((module) => module.buildContextSchemaInTurns(nextTask).then(() => module))
    .catch((error: unknown) => {
      contextModule = null;
      throw error;
    }));
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
const scheduled = new WeakSet<Element>();
let settleContext: (resolved: Promise<unknown>) => void = () => undefined;
/**
 * Settles when the runtime has started (the document is parsed) and resolved the page context.
 * A block's code may be fetched and run before, while the page is still loading; its element is
 * defined only after, unless the page context could be read early (earlyContext).
 */
const contextSettled = new Promise<unknown>((resolve) => (settleContext = resolve));

/**
 * On a page still loading whose context script is parsed (its `<body>` has begun), the page
 * context is read now, so that a block the visitor taps before the page is parsed can be defined
 * and hydrate then (block-element.ts sets up each instance once its end tag is parsed). Null
 * otherwise: a page may still call `Sitestack.init()` before it is parsed.
 */
function earlyContext(): Promise<unknown> | null {
  return document.readyState === 'loading' && document.body && document.getElementById(CONTEXT_SCRIPT_ID) ? loadContextModule().then((module) => module.resolvePageContext()) : null;
}

/**
 * Fetches a block's code (all of its chunks at once) and defines its element once the page
 * context is resolved. A block that cannot load logs the spec's chunk message and its light-DOM
 * content (or its server rendering) stays as the fallback.
 */
function requestElement(tag: string): Promise<void> {
  let pending = requested.get(tag);
  if (pending) return pending;
  const importer = blockImports[tag];
  if (!importer) {
    if (!warnedUnknown.has(tag)) {
      warnedUnknown.add(tag);
      console.warn(`Sitestack: unknown element <${tag}>; no block has that name.`);
    }
    return Promise.resolve();
  }
  preloadBlockChunks(tag, BUNDLE_URL);
  // Its chunks run one task each (React, the shared runtime, then the block), not as one long task.
  const loading = loadChunk(tag.slice(3), () => importBlockInTurns(tag, BUNDLE_URL, importer), { isComplete: (module) => typeof module.default === 'function' });
  pending = Promise.all([loading, earlyContext() ?? contextSettled]).then(
    // Defined in a task of its own, after the one that ran the block's code.
    ([module]) => nextTask().then(() => void defineElement(tag, module.default!)),
    (error: Error) => {
      console.error(error.message);
      if (tag === 'ss-cart') console.error(CART_BUNDLE_FAILED_MESSAGE);
      // The block's light-DOM content stays as the fallback; show it in full.
      for (const element of document.querySelectorAll(tag)) element.setAttribute(FALLBACK_HOST_ATTRIBUTE, '');
    },
  );
  requested.set(tag, pending);
  return pending;
}

/** Settles once every block requested so far has loaded or failed, and those requested meanwhile. */
function whenBlocksLoaded(): Promise<unknown> {
  const count = requested.size;
  return Promise.all(requested.values()).then(() => requested.size > count && whenBlocksLoaded());
}

/**
 * The stand-in rules (the space each unrendered block reserves before its chunk arrives) and the
 * page rules live in sitestack.css beside this script. A page that links it in <head> gets them at
 * first paint; otherwise they are added here: at once on a page the server did not render, as
 * early as a module script can, and on a rendered page once a block the server did not draw turns
 * up. A page whose blocks were all rendered has the page rules inline and needs no stylesheet
 * (src/ssr/render-page.ts).
 */
function addStandInStylesheet(): void {
  const stylesheet = new URL('sitestack.css', BUNDLE_URL).href;
  if ([...document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')].some((link) => link.href === stylesheet)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = stylesheet;
  document.head.append(link);
}

/** Calls `run` when the browser is idle (within 5 s), or soon where there are no idle callbacks. */
const afterIdle = (run: () => void) => void whenIdle(run, 5000);

/**
 * Finds the blocks in `root`. A block the server rendered is already drawn, so its code is
 * fetched only when it is due to hydrate (hydration-schedule.ts); any other block's code is
 * fetched at once. `force` fetches every block now (`Sitestack.upgrade()`).
 */
function scan(root: ParentNode, force = false): Promise<void>[] {
  const found: Element[] = [];
  if (root instanceof Element && root.localName.startsWith('ss-')) found.push(root);
  // Only elements not defined yet: a defined block looks after itself. The selector is matched
  // natively; walking every element from script (`*`) made a JavaScript object for each, about
  // 10-25 ms at 4x CPU on a demo page.
  for (const element of root.querySelectorAll(':not(:defined)')) if (element.localName.startsWith('ss-')) found.push(element);
  // A host marked as drawn whose shadow root did not survive (a CMS or sanitiser that drops
  // `<template shadowrootmode>`) is an unrendered block: its stand-in rules apply again. (Once
  // parsed: while the page arrives, a host's declarative root may simply not be there yet.)
  for (const element of found) if (!element.shadowRoot && isParsed(element)) element.removeAttribute(RENDERED_HOST_ATTRIBUTE);
  // A block the server did not draw shows its stand-in until its code arrives.
  if (found.some((element) => !element.hasAttribute(RENDERED_HOST_ATTRIBUTE))) addStandInStylesheet();
  const waits: Promise<void>[] = [];
  for (const element of found) {
    const tag = element.localName;
    if (force || !isAwaitingHydration(element)) {
      waits.push(requestElement(tag));
    } else if (!scheduled.has(element)) {
      // (A block whose rendering says `at-once` is due at once: see hydration-schedule.ts.)
      scheduled.add(element);
      holdEarlySubmits(element, () => requestElement(tag));
      whenHydrationIsDue(element, () => {
        // Due now: the element hydrates as soon as it is defined, without waiting again.
        markHydrationUrgent(element);
        void requestElement(tag);
      });
      // Near the viewport, its code (React and the chunks it shares) is fetched, so that it is
      // there when its hydration is due, and run only then.
      whenNearViewport(element, () => preloadBlockChunks(tag, BUNDLE_URL));
    }
  }
  return waits;
}

/**
 * While the page is still parsed (a rendered page starts the loader early), the drawn blocks near
 * the viewport have their code fetched as the parser adds them, not only once the whole page is
 * parsed and the runtime starts: on a phone that is most of a second earlier. Nothing runs. They
 * are looked for once a frame, in the frame's animation callback, with a natively matched selector
 * (a block can only come near the viewport by being laid out in a frame; a mutation observer would
 * see every node the parser adds, about 45 ms at 4x CPU on a demo page), and their boxes are read
 * there: the frame lays the page out anyway, and an observer would report them only a frame later
 * (at 4x CPU a frame of a page still arriving can take a few hundred milliseconds). Blocks further
 * down are looked at again in the next frame, and once the page is parsed scan() watches them.
 */
function preloadWhileParsing(): void {
  for (const element of document.querySelectorAll(`[${RENDERED_HOST_ATTRIBUTE}]:not(:defined)`)) {
    if (element.localName.startsWith('ss-') && isNearViewport(element)) preloadBlockChunks(element.localName, BUNDLE_URL);
  }
  if (document.readyState === 'loading') requestAnimationFrame(preloadWhileParsing);
}

function upgrade(root: ParentNode = document): Promise<void> {
  return Promise.all(scan(root, true)).then(() => undefined);
}

let stopHolding: (() => void) | null = null;
/**
 * Holds a click or key that lands in a drawn block before its code (early-interactions.ts); once.
 * A block defined while the page loads takes over each instance once it is parsed (whenParsed):
 * until then the instance's events are held too, and replayed once it has.
 */
function holdInteractions(): void {
  stopHolding ??= holdEarlyInteractions(
    document,
    (host) => requestElement(host.localName).then(() => new Promise<void>((done) => whenParsed(host, done))),
    (host) => Boolean(customElements.get(host.localName)) && isParsed(host),
  );
}

function watchForElements(): () => void {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) void scan(node);
    }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  holdInteractions();
  return () => {
    observer.disconnect();
    stopHolding?.();
    stopHolding = null;
  };
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

  // The context is read once its module has run and its schema is built, each in tasks of their own.
  const resolveContext = (): Promise<PageContext> =>
    loadContextModule().then((module) => {
      const given = pendingContext;
      pendingContext = null;
      return given ? module.setPageContext(given.value) : module.resolvePageContext();
    });

  lifecycle.addInitialiser(() => {
    contextReady = resolveContext();
    settleContext(contextReady.catch(() => undefined));
    contextReady.catch((error: Error) => console.error(error.message));
    // Blocks' code is fetched alongside the page context, not after it.
    if (lifecycle.state !== 'initialised' || stopWatching) return;
    stopWatching = watchForElements();
    void scan(document);
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
          // Idle work waits for the blocks due now too, so it never stands in front of them: the
          // second idle callback comes after those that start hydrating visible blocks, the third
          // after their code has arrived (a block still hydrating then may finish after it).
          const later = () => afterIdle(run);
          // Each piece starts in a task of its own, not in the one that read the page context.
          if (!whenIdle) void nextTask().then(run);
          else afterIdle(() => afterIdle(() => void whenBlocksLoaded().then(later, later)));
        },
        () => undefined,
      );
    });
  // Consent policy, owner redirect, Escape key and system errors.
  startPagePiece('page-overlays', loadPageOverlays, (module, context) => module.startPageOverlays(context, loadPageOverlayUi));
  // Analytics (visit cookies, pageview, error and performance reports) waits for idle time and
  // for the blocks due at start.
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

  // A page the server did not render needs the stand-in rules now (a rendered one: see scan()).
  // Started while the page is loading (an async loader), the blocks may not be parsed yet: a
  // page none of whose parsed blocks is drawn decides once it is parsed.
  const standIns = () => document.querySelector(`[${RENDERED_HOST_ATTRIBUTE}]`) || addStandInStylesheet();
  if (document.readyState === 'loading') whenDocumentReady(standIns);
  else standIns();

  // A dismissed announcement bar reserves no space before its chunk arrives (no layout shift); a
  // drawn cookie banner shows at once to a visitor who has not chosen (issue 49).
  markHiddenAnnouncementBars();
  revealUndecidedCookieBanners();
  // Run while the page is still loading (a rendered page starts the loader early, see
  // src/ssr/render-page.ts): a tap on a drawn block already fetches its code and hydrates it, and
  // drawn blocks near the viewport have their code fetched.
  if (document.readyState === 'loading') {
    holdInteractions();
    requestAnimationFrame(preloadWhileParsing);
  }
  // (Called up to twice, see whenDocumentReady: the runtime starts once, and a page that
  // stopped it in between keeps it stopped.)
  whenDocumentReady(() => {
    markHiddenAnnouncementBars();
    revealUndecidedCookieBanners();
    if (!lifecycle.initialisedOnce) lifecycle.initialise();
  });
  return api;
}

boot();

/** `Sitestack.init(context)`, also importable: `import { init } from '.../sitestack.js'`. */
export function init(context: unknown): Promise<PageContext> | undefined {
  return window.Sitestack?.init(context);
}
