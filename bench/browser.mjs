// Browser timings of one page load, at a desktop or a phone profile: when the page's first block
// can be used (a real interaction retried until it works), CLS, long tasks, and the JS a visitor
// fetched before that. Used by bench/run.mjs for the demo pages and the peer pages alike.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium-path.mjs';

/** Desktop as measured so far, and a mid-range phone: 412x915 with the CPU slowed 4x (CDP). */
export const PROFILES = {
  desktop: { viewport: { width: 1280, height: 900 }, cpu: 1, isMobile: false },
  mobile: { viewport: { width: 412, height: 915 }, cpu: 4, isMobile: true },
};

/**
 * The interaction that proves a page's first block works. `slideshow`: a click on the slideshow's
 * Next button moves the slide. `counter`: typing in the message field updates its counter. `blocks`
 * (any other page): every block in the first screen is drawn and no longer waits for hydration.
 */
export const INTERACTIONS = {
  gallery: { kind: 'slideshow', host: '#slideshow', what: 'slideshow "Next" click moves the slide' },
  forms: { kind: 'counter', host: '#contact-form', what: 'typing in "Message" updates its counter' },
};
const DEFAULT_INTERACTION = { kind: 'blocks', what: 'blocks in the first screen hydrated' };
export const interactionFor = (name) => INTERACTIONS[name] ?? DEFAULT_INTERACTION;

// Runs in the page from its first byte (addInitScript). Polls every 50 ms and tries the interaction
// with the events a real click or typing sends (pointerdown and focus start hydration of a
// server-rendered block at once). When the control is on screen and when the interaction first
// worked are taken at the change itself (mutation observers, an animation frame), not at the next
// poll, which a long parse or layout task pushes back.
function probe(spec) {
  const b = (window.__bench = { cls: 0, longTasks: 0, longTaskMs: 0, existsAt: null, workedAt: null, attempts: 0, baseline: null });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) b.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      b.longTasks += 1;
      b.longTaskMs += e.duration;
    }
  }).observe({ type: 'longtask', buffered: true });
  const press = (el) => {
    const o = { bubbles: true, composed: true, cancelable: true, button: 0 };
    el.dispatchEvent(new PointerEvent('pointerdown', { ...o, pointerType: 'mouse', isPrimary: true }));
    el.dispatchEvent(new MouseEvent('mousedown', o));
    el.dispatchEvent(new PointerEvent('pointerup', { ...o, pointerType: 'mouse', isPrimary: true }));
    el.dispatchEvent(new MouseEvent('mouseup', o));
    el.click();
  };
  const watched = new WeakSet();
  // The moment the interaction took effect is seen as it happens (a mutation observer on the
  // block's tree), not at the next 50 ms poll: both pages are timed to the change itself.
  const watchChanges = (root, worked) => {
    if (watched.has(root)) return;
    watched.add(root);
    new MutationObserver(() => {
      if (b.workedAt === null && b.attempts > 0 && worked()) b.workedAt = performance.now();
    }).observe(root, { attributes: true, characterData: true, childList: true, subtree: true });
  };
  const slideState = (host) =>
    host.shadowRoot
      ? (host.shadowRoot.querySelector('[part~="slide-active"]')?.getAttribute('data-index') ?? null)
      : host.swiper
        ? String(host.swiper.realIndex)
        : null;
  const counterOf = (area) => {
    const counterId = (area.getAttribute('aria-describedby') ?? '').split(/\s+/).find((id) => id.endsWith('-counter'));
    return counterId ? area.getRootNode().getElementById(counterId) : null;
  };
  // The control a page's interaction uses, once it is in the page (null before).
  const controls = {
    slideshow() {
      const host = document.querySelector(spec.host);
      return host ? (host.shadowRoot ? host.shadowRoot.querySelector('[part~="next"]') : host.querySelector('.swiper-button-next')) : null;
    },
    counter() {
      return document.querySelector(spec.host)?.shadowRoot?.querySelector('textarea') ?? document.querySelector('textarea[maxlength]');
    },
  };
  // When the control is on screen: the first frame after it came into the page (a control the
  // parser adds before the first paint can be neither seen nor used before that paint). Its coming
  // is seen as the parser adds it (a mutation observer on the document: a declarative shadow root
  // is complete once the parser adds its host's children) or at a poll; the frame is the next
  // animation frame, which waits for the page's render-blocking stylesheets like the paint does.
  let framePending = false;
  const inFrame = [];
  const onScreen = (then) => {
    if (then) inFrame.push(then);
    if (b.existsAt !== null || framePending) return;
    framePending = true;
    requestAnimationFrame(() => {
      b.existsAt = performance.now();
      for (const run of inFrame) run();
    });
  };
  if (controls[spec.kind]) {
    const seen = new MutationObserver(() => {
      if (controls[spec.kind]()) {
        onScreen();
        seen.disconnect();
      }
    });
    seen.observe(document, { childList: true, subtree: true });
  }
  const steps = {
    slideshow() {
      const host = document.querySelector(spec.host);
      if (!host) return;
      const button = controls.slideshow();
      const state = slideState(host);
      if (state !== null && b.baseline === null) b.baseline = state;
      const moved = () => {
        const now = slideState(host);
        return now !== null && b.baseline !== null && now !== b.baseline;
      };
      if (b.attempts > 0 && moved()) {
        b.workedAt = performance.now();
        return;
      }
      if (!button) return;
      onScreen();
      watchChanges(host.shadowRoot ?? host, moved);
      b.attempts += 1;
      press(button);
    },
    counter() {
      const area = controls.counter();
      if (!area) return;
      const counted = () => counterOf(area)?.textContent.trim().startsWith(`${b.attempts} `) ?? false;
      if (b.attempts > 0 && counted()) {
        b.workedAt = performance.now();
        return;
      }
      onScreen();
      watchChanges(area.getRootNode(), counted);
      b.attempts += 1;
      area.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
      area.focus();
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set.call(area, 'x'.repeat(b.attempts));
      area.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText', data: 'x' }));
    },
    blocks() {
      if (document.readyState === 'loading') return;
      const all = [...document.querySelectorAll('*')].filter((el) => el.localName.startsWith('ss-'));
      const seen = all.filter((el) => {
        const r = el.getBoundingClientRect();
        return r.top < innerHeight && r.bottom > 0;
      });
      const blocks = seen.length ? seen : all;
      if (!blocks.length) {
        // A page without blocks works once it is on screen (not before it).
        if (b.existsAt !== null) b.workedAt = b.existsAt;
        else if (!framePending) onScreen(() => (b.workedAt = b.existsAt));
        return;
      }
      if (blocks.every((el) => el.shadowRoot && el.shadowRoot.childNodes.length)) onScreen();
      // The moment a server-drawn block starts hydrating (its render root stops saying "server";
      // from then on an event on it hydrates it at once), seen as it happens rather than at the
      // next 50 ms poll.
      for (const el of blocks) {
        if (!el.shadowRoot || watched.has(el)) continue;
        watched.add(el);
        new MutationObserver(() => (b.hydratedAt = performance.now())).observe(el.shadowRoot, { attributes: true, subtree: true, attributeFilter: ['data-ss-root'] });
      }
      const ready = blocks.every((el) => {
        if (!customElements.get(el.localName) || !el.shadowRoot) return false;
        const rootEl = [...el.shadowRoot.children].find((c) => c.hasAttribute('data-ss-root'));
        return rootEl ? rootEl.getAttribute('data-ss-root') !== 'server' : el.shadowRoot.childNodes.length > 0;
      });
      if (ready) b.workedAt = b.hydratedAt ?? performance.now();
    },
  };
  const timer = setInterval(() => {
    if (b.workedAt !== null) return clearInterval(timer);
    try {
      steps[spec.kind]();
    } catch (error) {
      b.error = String(error);
    }
  }, 50);
}

/** Opens Chromium once for a series of measurements. */
export async function openBrowser() {
  return chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
}

/** One cold load of `url` at `profileName`; returns the figures (times in ms from navigation start). */
export async function measureLoad(browser, url, pageName, profileName, { timeoutMs = 30_000 } = {}) {
  const profile = PROFILES[profileName];
  const spec = interactionFor(pageName);
  const context = await browser.newContext({ viewport: profile.viewport, isMobile: profile.isMobile, hasTouch: profile.isMobile, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    if (profile.cpu !== 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    }
    await page.addInitScript(probe, spec);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__bench?.workedAt != null, null, { timeout: timeoutMs, polling: 100 }).catch(() => {});
    // Let late shifts and long tasks of the start-up show before reading them.
    await page.waitForTimeout(500);
    return await page.evaluate(() => {
      const b = window.__bench;
      const until = b.workedAt ?? Infinity;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.endsWith('.js') || e.initiatorType === 'script');
      const before = scripts.filter((e) => e.startTime <= until);
      const nav = performance.getEntriesByType('navigation')[0];
      return {
        ttfbMs: nav ? Math.round(nav.responseStart) : null,
        existsMs: b.existsAt === null ? null : Math.round(b.existsAt),
        interactiveMs: b.workedAt === null ? null : Math.round(b.workedAt),
        attempts: b.attempts,
        cls: Number(b.cls.toFixed(4)),
        longTasks: b.longTasks,
        longTaskMs: Math.round(b.longTaskMs),
        jsBytesBeforeInteractive: before.reduce((sum, e) => sum + (e.encodedBodySize || e.transferSize || 0), 0),
        scriptRequestsBeforeInteractive: before.length,
        jsBytesTotal: scripts.reduce((sum, e) => sum + (e.encodedBodySize || e.transferSize || 0), 0),
        scriptRequestsTotal: scripts.length,
        error: b.error ?? null,
      };
    });
  } finally {
    await context.close();
  }
}

/** The median of each numeric field over runs (null when any run never got there). */
export function medianOf(runs) {
  const out = {};
  for (const key of Object.keys(runs[0])) {
    const values = runs.map((r) => r[key]);
    if (values.some((v) => typeof v !== 'number')) {
      out[key] = values.every((v) => typeof v === 'number' || v === null) && values.includes(null) ? null : (values.find((v) => v !== null) ?? null);
      continue;
    }
    const sorted = [...values].sort((a, b) => a - b);
    out[key] = sorted[Math.floor(sorted.length / 2)];
  }
  return out;
}
