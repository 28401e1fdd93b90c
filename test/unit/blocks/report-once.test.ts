// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { reportBlockError, reportOnce } from '../../../src/runtime/blocks/report-once.js';

describe('reportOnce', () => {
  it('logs a message once per owner, however often it is reported', () => {
    const log = vi.fn();
    const owner = {};
    expect(reportOnce(owner, 'bad', log)).toBe(true);
    expect(reportOnce(owner, 'bad', log)).toBe(false);
    expect(reportOnce(owner, 'worse', log)).toBe(true);
    expect(reportOnce({}, 'bad', log)).toBe(true);
    expect(log.mock.calls).toEqual([['bad'], ['worse'], ['bad']]);
  });

  it('formats a block error with the element tag', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = document.createElement('ss-gallery');
    reportBlockError(element, 'unknown design "x"');
    reportBlockError(element, 'unknown design "x"');
    expect(error.mock.calls).toEqual([['Sitestack: <ss-gallery>: unknown design "x"']]);
    error.mockRestore();
  });
});
