import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COOKIE_BANNER_TEXT,
  forceBannerPosition,
  isEmptyBannerText,
  resolveCookieBannerSettings,
  scrollToUncover,
  shouldShowCookieBanner,
  toCookieBannerPreview,
} from '../../../src/runtime/consent/cookie-banner-settings.js';

describe('cookie banner settings (spec 01 §3)', () => {
  it('has the spec defaults', () => {
    // spec 01 §3 cookie banner settings: defaults
    expect(resolveCookieBannerSettings({})).toEqual({
      textHtml: null,
      ctaText: 'Accept',
      optOutCtaText: 'Decline',
      variant: 'BAR',
      position: 'BOTTOM',
      theme: 'DARK',
      ctaVariant: 'ICON',
      acceptType: 'OPT_IN',
    });
    expect(DEFAULT_COOKIE_BANNER_TEXT).toBe(
      'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.',
    );
    expect(resolveCookieBannerSettings({ cookieBannerVariant: 'POPUP' }).position).toBe('BOTTOM_LEFT');
  });

  it.each([
    ['BAR', 'TOP', 'TOP'],
    ['BAR', 'BOTTOM', 'BOTTOM'],
    ['BAR', 'TOP_RIGHT', 'TOP'],
    ['BAR', 'BOTTOM_LEFT', 'BOTTOM'],
    ['BAR', 'MIDDLE', 'BOTTOM'],
    ['BAR', null, 'BOTTOM'],
    ['POPUP', 'TOP_RIGHT', 'TOP_RIGHT'],
    ['POPUP', 'TOP', 'TOP_LEFT'],
    ['POPUP', 'BOTTOM', 'BOTTOM_LEFT'],
    ['POPUP', 'nonsense', 'BOTTOM_LEFT'],
  ] as const)('forces position %s/%s to %s', (variant, position, expected) => {
    // spec 01 §3: an invalid value for the variant is forced to a valid one
    expect(forceBannerPosition(variant, position)).toBe(expected);
  });

  it('always resolves to a position valid for its variant (property)', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), (variant, position) => {
        const s = resolveCookieBannerSettings({ cookieBannerVariant: variant, cookieBannerPosition: position });
        const valid = s.variant === 'BAR' ? ['TOP', 'BOTTOM'] : ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'];
        expect(valid).toContain(s.position);
      }),
    );
  });

  it.each(['', '   ', '<p></p>', '<p> </p>', '<p><br></p>', '<p>&nbsp;</p>', '<p class="x"></p>', null, undefined])('treats %j as no text (default applies)', (text) => {
    // spec 01 §3: the default also applies when empty or when it holds only an empty paragraph
    expect(isEmptyBannerText(text)).toBe(true);
    expect(resolveCookieBannerSettings({ cookieBannerText: text }).textHtml).toBeNull();
  });

  it('keeps real text', () => {
    expect(isEmptyBannerText('<p>We use cookies.</p>')).toBe(false);
    expect(isEmptyBannerText('<p></p><p>Two</p>')).toBe(false);
  });

  it('reads case-insensitive values and falls back on unknown ones', () => {
    const s = resolveCookieBannerSettings({ cookieBannerTheme: 'light', cookieBannerCtaVariant: 'button', cookieBannerAcceptType: 'opt-in-and-out', cookieBannerCtaText: '  ' });
    expect([s.theme, s.ctaVariant, s.acceptType, s.ctaText]).toEqual(['LIGHT', 'BUTTON', 'OPT_IN_AND_OUT', 'Accept']);
    expect(resolveCookieBannerSettings({ cookieBannerTheme: 'PURPLE' }).theme).toBe('DARK');
  });
});

describe('when the banner shows (spec 01 §4, §9)', () => {
  it.each([
    [null, '', false, true],
    [true, '', false, false],
    [false, '', false, false],
    [null, '?sqsscreenshot=true', false, false],
    [null, '?sqsscreenshot=false', false, true],
    [true, '', true, true],
    [null, '?sqsscreenshot=true', true, true],
  ] as const)('choice %s, query %j, preview %s → %s', (choice, search, forcedPreview, shown) => {
    expect(shouldShowCookieBanner({ choice, search, forcedPreview })).toBe(shown);
  });

  it('stays hidden when the site turned the banner off, except in a forced preview', () => {
    // spec 01 §3 isCookieBannerEnabled
    expect(shouldShowCookieBanner({ choice: null, search: '', forcedPreview: false, enabled: false })).toBe(false);
    expect(shouldShowCookieBanner({ choice: null, search: '', forcedPreview: false, enabled: true })).toBe(true);
    expect(shouldShowCookieBanner({ choice: null, search: '', forcedPreview: false, enabled: undefined })).toBe(true);
    expect(shouldShowCookieBanner({ choice: null, search: '', forcedPreview: true, enabled: false })).toBe(true);
  });

  it('reads preview events defensively', () => {
    expect(toCookieBannerPreview({ action: 'mount', settings: { cookieBannerTheme: 'LIGHT' } })).toEqual({ action: 'mount', settings: { cookieBannerTheme: 'LIGHT' } });
    expect(toCookieBannerPreview({ action: 'explode' })).toBeNull();
    expect(toCookieBannerPreview('mount')).toBeNull();
  });
});

describe('focus not obscured (WCAG 2.2)', () => {
  it('scrolls a target under a bottom bar up by the overlap, and under a top bar down', () => {
    expect(scrollToUncover({ top: 700, bottom: 740 }, { top: 720, bottom: 800 }, 800)).toBe(28);
    expect(scrollToUncover({ top: 20, bottom: 50 }, { top: 0, bottom: 60 }, 800)).toBe(-48);
    expect(scrollToUncover({ top: 100, bottom: 140 }, { top: 720, bottom: 800 }, 800)).toBe(0);
  });
});
