// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineElement } from '../../../src/elements/define-element.js';
import { SITESTACK_VERSION } from '../../../src/runtime/version.js';
import packageJson from '../../../package.json' with { type: 'json' };

describe('defineElement', () => {
  afterEach(() => vi.restoreAllMocks());

  it('defines a tag once and is safe to repeat', () => {
    class One extends HTMLElement {}
    expect(defineElement('ss-test-one', One)).toBe(true);
    const warn = vi.spyOn(console, 'warn');
    expect(defineElement('ss-test-one', One)).toBe(false);
    expect(customElements.get('ss-test-one')).toBe(One);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns when another script defined the tag first, and keeps that definition', () => {
    class Theirs extends HTMLElement {}
    customElements.define('ss-test-two', Theirs);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    class Ours extends HTMLElement {}
    expect(defineElement('ss-test-two', Ours)).toBe(false);
    expect(customElements.get('ss-test-two')).toBe(Theirs);
    expect(warn).toHaveBeenCalledWith('Sitestack: <ss-test-two> was already defined by another script; Sitestack keeps that definition.');
  });

  it('warns when another Sitestack version defined the tag first', () => {
    class Old extends HTMLElement {
      static sitestackVersion = '0.0.1';
    }
    customElements.define('ss-test-three', Old);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    class New extends HTMLElement {}
    defineElement('ss-test-three', New);
    expect(warn).toHaveBeenCalledWith(
      `Sitestack: <ss-test-three> was already defined by Sitestack 0.0.1; this copy (${SITESTACK_VERSION}) keeps that definition.`,
    );
  });

  it('stamps the version the bundle is published as', () => {
    expect(SITESTACK_VERSION).toBe(packageJson.version);
  });
});
