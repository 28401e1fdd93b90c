import { expect, fixture, html } from '@open-wc/testing';
import fc from 'fast-check';
import { SsButton } from '../../src/elements/button.js';
import { RENDERABLE_PROTOCOLS, renderableHref } from '../../src/runtime/links/link-rules.js';
import { captureConsole, defineForTest, rendered } from '../support/browser.js';

defineForTest('ss-button', SsButton);

// Issue 17: `<ss-button href="&#1;javascript:__xss(1)">` ran the script on click. The rules now
// read link text as the URL parser does; here the parser is Chromium's own.

const C0 = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code));

describe('link rules against Chromium’s URL parser (issue 17)', () => {
  let console$: ReturnType<typeof captureConsole>;
  beforeEach(() => {
    console$ = captureConsole();
    (window as unknown as { __xss?: number }).__xss = 0;
  });
  afterEach(() => console$.restore());

  for (const control of ['\u0001', '\u0008', '\u001f']) {
    it(`<ss-button> with U+${control.charCodeAt(0).toString(16).padStart(4, '0')} before javascript: renders no link and runs nothing on click`, async () => {
      const el = await fixture<SsButton>(html`<ss-button href=${`${control}javascript:window.__xss=1`}>Go</ss-button>`);
      await rendered(el, 'button, a');
      const root = el.shadowRoot!;
      expect(root.querySelector('a[href]')).to.equal(null);
      (root.querySelector('button, a') as HTMLElement).click();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect((window as unknown as { __xss?: number }).__xss).to.equal(0);
    });
  }

  it('property: a link the rule renders is, to Chromium, an allowed protocol', () => {
    const scheme = fc.constantFrom('javascript:', 'JaVaScRiPt:', 'data:', 'vbscript:', 'http://', 'https://', 'mailto:', 'tel:', '//', '/', '\\\\', '');
    const noise = fc.string({ unit: fc.constantFrom(...C0, ' ', '\u007f', '\u00a0', '\ufeff', 'a', ':', '/', '\\', '%'), maxLength: 4 });
    const link = fc.tuple(noise, scheme, noise, fc.constantFrom('alert(1)', 'example.com/x', 'a@example.com', '+15550100'), noise).map((parts) => parts.join(''));
    const anchor = document.createElement('a');
    fc.assert(
      fc.property(fc.oneof(link, fc.string({ maxLength: 30 })), (text) => {
        const href = renderableHref(text);
        if (href === null) return;
        anchor.setAttribute('href', href);
        expect(RENDERABLE_PROTOCOLS.has(anchor.protocol), `${JSON.stringify(text)} → ${anchor.protocol}`).to.equal(true);
        expect(RENDERABLE_PROTOCOLS.has(new URL(href, location.href).protocol)).to.equal(true);
      }),
      { seed: 17, numRuns: 2000 },
    );
  });
});
