import { describe, expect, it } from 'vitest';
import {
  EXPANDED_PREVIEW_COOKIE,
  NO_REDIRECT_SESSION_KEY,
  configAreaUrl,
  decideOwnerRedirect,
  isLocalHost,
  runOwnerRedirect,
  type OwnerRedirectSituation,
} from '../../../src/runtime/owner/owner-redirect.js';
import { isAfterLogout, logoutDestination, previewFrameUrl, runLogout, withoutLogoutFlag, LOGOUT_SUCCESSFUL_MESSAGE, LOGOUT_SUCCESSFUL_TITLE } from '../../../src/runtime/owner/owner-logout.js';

const owner: OwnerRedirectSituation = {
  signedIn: true,
  viewerOnly: false,
  developerMode: false,
  cloneable: false,
  topWindow: true,
  hostname: 'shop.example.com',
  sessionNoRedirect: false,
  search: '',
};

describe('owner redirect (spec 01 §2)', () => {
  it.each([
    ['a signed-in owner on the top window', {}, true],
    ['an anonymous visitor', { signedIn: false }, false],
    ['a viewer-only account', { viewerOnly: true }, false],
    ['a site in developer mode', { developerMode: true }, false],
    ['a cloneable site', { cloneable: true }, false],
    ['a page inside a frame', { topWindow: false }, false],
    ['localhost', { hostname: 'localhost' }, false],
    ['127.0.0.1', { hostname: '127.0.0.1' }, false],
    ['the session noredirect flag', { sessionNoRedirect: true }, false],
    ['noredirect in the query', { search: '?a=1&noredirect' }, false],
  ] as const)('%s → redirect %s', (_, change, expected) => {
    // spec 01 §2: redirect when not viewer-only, not developer mode, not cloneable, top window; skipped on localhost, noredirect flag or query
    expect(decideOwnerRedirect({ ...owner, ...change }).redirect).toBe(expected);
  });

  it('remembers a noredirect query for the session', () => {
    expect(decideOwnerRedirect({ ...owner, search: '?noredirect=1' }).rememberNoRedirect).toBe(true);
    expect(decideOwnerRedirect(owner).rememberNoRedirect).toBe(false);
  });

  it('sends the owner to /config/ with the encoded path and query as frameUrl', () => {
    // spec 01 §2: /config/?frameUrl={encoded current path and query}
    expect(configAreaUrl('/shop/item', '?color=red&size=m')).toBe('/config/?frameUrl=%2Fshop%2Fitem%3Fcolor%3Dred%26size%3Dm');
  });

  it('knows local development hosts', () => {
    expect(['localhost', 'app.localhost', '127.0.0.1', '[::1]'].every(isLocalHost)).toBe(true);
    expect(isLocalHost('localhost.example.com')).toBe(false);
  });
});

describe('logout (spec 02 §4, spec 01 §2)', () => {
  it('lands on the site root, or the preview frame URL, with logout=true', () => {
    expect(logoutDestination('https://site.test')).toBe('https://site.test/?logout=true');
    expect(logoutDestination('https://site.test', '/blog?p=2')).toBe('https://site.test/blog?p=2&logout=true');
  });

  it('takes the preview frame URL from the config area, the only page with the config panel', () => {
    // spec 01 §2 "Site root: destination after logout, or the preview frame's URL when the config panel is present"
    expect(previewFrameUrl('/config/', '?frameUrl=%2Fshop%3Fa%3D1')).toBe('/shop?a=1');
    expect(logoutDestination('https://site.test', previewFrameUrl('/config', '?frameUrl=%2Fshop%3Fa%3D1'))).toBe('https://site.test/shop?a=1&logout=true');
    expect(previewFrameUrl('/shop', '?frameUrl=%2Fblog')).toBeNull();
    expect(previewFrameUrl('/config/', '')).toBeNull();
    // never another site: only a path on this one
    for (const frame of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)', 'blog']) {
      expect(previewFrameUrl('/config/', `?frameUrl=${encodeURIComponent(frame)}`), frame).toBeNull();
    }
  });

  it('shows the Logout Successful dialog texts for logout=true only', () => {
    expect(LOGOUT_SUCCESSFUL_TITLE).toBe('Logout Successful');
    expect(LOGOUT_SUCCESSFUL_MESSAGE).toBe('You have been successfully logged out.');
    expect(isAfterLogout('?logout=true')).toBe(true);
    expect(isAfterLogout('?logout=false')).toBe(false);
    expect(withoutLogoutFlag('https://site.test/?logout=true&a=1')).toBe('https://site.test/?a=1');
  });

  it('runs server logout, event, redirect, then clears ss_lastid, once at a time', async () => {
    const steps: string[] = [];
    let finishServer!: () => void;
    const run = runLogout('https://site.test/?logout=true', {
      serverLogout: () => new Promise<void>((resolve) => (finishServer = () => (steps.push('server'), resolve()))),
      fireLogoutEvent: () => steps.push('event'),
      navigate: (to) => steps.push(`navigate ${to}`),
      clearLastId: () => steps.push('clear ss_lastid'),
    });
    expect(await runLogout('x', { serverLogout: async () => {}, fireLogoutEvent() {}, navigate() {}, clearLastId() {} })).toBe(false);
    finishServer();
    expect(await run).toBe(true);
    expect(steps).toEqual(['server', 'event', 'navigate https://site.test/?logout=true', 'clear ss_lastid']);
  });

  it('still logs out locally when the server call fails', async () => {
    const steps: string[] = [];
    await runLogout('/', { serverLogout: () => Promise.reject(new Error('down')), fireLogoutEvent: () => steps.push('event'), navigate: () => steps.push('nav'), clearLastId: () => steps.push('clear') });
    expect(steps).toEqual(['event', 'nav', 'clear']);
  });
});

describe('owner redirect on a page (spec 01 §2)', () => {
  /** A window on `href`; `top` is itself unless given (a throwing getter is a cross-origin parent). */
  function fakeWindow(href: string, top?: () => unknown) {
    const url = new URL(href);
    const events: string[] = [];
    const session = new Map<string, string>();
    const reads: string[] = [];
    const win = {
      location: { hostname: url.hostname, pathname: url.pathname, search: url.search, assign: (to: string) => events.push(`assign ${to}`) },
      document: {
        set cookie(value: string) {
          events.push(`cookie ${value.split(';')[0]}`);
        },
      },
      get sessionStorage() {
        reads.push('sessionStorage');
        return { getItem: (key: string) => session.get(key) ?? null, setItem: (key: string, value: string) => void session.set(key, value) };
      },
      get top(): unknown {
        reads.push('top');
        return top ? top() : win;
      },
    };
    return { win: win as unknown as Window, events, session, reads };
  }
  const context = { authenticatedAccount: { id: 'owner' }, websiteRoles: { '1': true }, website: { developerMode: false, cloneable: false } } as never;

  it('sets the expanded-preview cookie, then goes to the config area', () => {
    const { win, events } = fakeWindow('https://shop.example.com/menu?day=1');
    expect(runOwnerRedirect(context, win)).toBe(true);
    expect(events).toEqual([`cookie ${EXPANDED_PREVIEW_COOKIE}=true`, 'assign /config/?frameUrl=%2Fmenu%3Fday%3D1']);
  });

  it('stays in a frame, including under a cross-origin parent (reading top throws)', () => {
    const framed = fakeWindow('https://shop.example.com/', () => ({}));
    expect(runOwnerRedirect(context, framed.win)).toBe(false);
    const crossOrigin = fakeWindow('https://shop.example.com/', () => {
      throw new DOMException('cross-origin', 'SecurityError');
    });
    expect(runOwnerRedirect(context, crossOrigin.win)).toBe(false);
    expect(crossOrigin.events).toEqual([]);
  });

  it('reads neither session storage nor the parent window for a visitor who is not signed in', () => {
    const { win, events, reads } = fakeWindow('https://shop.example.com/menu');
    expect(runOwnerRedirect({ ...(context as object), authenticatedAccount: null } as never, win)).toBe(false);
    expect(reads).toEqual([]);
    expect(events).toEqual([]);
    // A signed-in owner's page does read them (the rule needs both).
    const owner = fakeWindow('https://shop.example.com/menu');
    runOwnerRedirect(context, owner.win);
    expect(owner.reads).toEqual(['top', 'sessionStorage']);
  });

  it('?noredirect keeps this page and sets the session flag for the next ones', () => {
    const first = fakeWindow('https://shop.example.com/?noredirect');
    expect(runOwnerRedirect(context, first.win)).toBe(false);
    expect(first.session.get(NO_REDIRECT_SESSION_KEY)).toBe('true');
    expect(first.events).toEqual([]);
  });
});
