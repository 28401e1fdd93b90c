import { expect, type Page } from '@playwright/test';

/**
 * One layout shift a page had with no recent input (what Cumulative Layout Shift adds up), with
 * what moved: each moved box before and after, and its node as its path up through shadow roots
 * (`tag#id[part]`), so a failure in a CI log says where and by how much. Chrome names no node for
 * a box inside a shadow root or a pseudo-element: the boxes then say which one it is.
 */
export interface LayoutShift {
  value: number;
  /** ms since the page's time origin */
  at: number;
  /**
   * The browser painted part of the HTML and more arrived: a shift before the document was parsed,
   * or one in the first frame after it when the frame before was painted while it was still parsed
   * (the parser can take in the rest of a page between two frames).
   */
  whileParsing: boolean;
  moved: string[];
}

/**
 * Records the layout shifts of every document `page` loads from now on. Call it before `goto`:
 * an init script observes from the first paint (and `buffered` takes what came before).
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; at: number; whileParsing: boolean; moved: string[] }> = [];
    Object.defineProperty(window, '__layoutShifts', { value: shifts });
    // When each frame began, until two frames after the document was parsed: a shift compares the
    // frame it is found in with the one painted before.
    const frames: number[] = [];
    let framesAfterParsing = 0;
    const frame = () => {
      frames.push(performance.now());
      if (document.readyState === 'loading' || ++framesAfterParsing < 2) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    const name = (node: Node): string => {
      if (!(node instanceof Element)) return node.nodeName.toLowerCase();
      const part = node.getAttribute('part');
      return `${node.localName}${node.id ? `#${node.id}` : ''}${part ? `[${part}]` : ''}`;
    };
    const path = (node: Node | null | undefined): string => {
      const names: string[] = [];
      for (let at: Node | null = node ?? null; at && names.length < 8; at = at.parentNode instanceof ShadowRoot ? at.parentNode.host : at.parentNode) {
        if (at.nodeType === Node.DOCUMENT_NODE) break;
        names.push(name(at));
      }
      return names.join(' < ') || '(no node: in a shadow root, a pseudo-element or removed)';
    };
    const box = (rect: DOMRectReadOnly) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
    type Entry = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[]) {
        if (entry.hadRecentInput) continue;
        const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.domInteractive || Infinity;
        // This frame's animation callbacks ran before the shift was found; the one before it painted
        // what the shift is measured from.
        const before = frames.filter((time) => time <= entry.startTime);
        const paintedWhileParsing = before.length >= 2 && before.at(-1)! >= parsed && before.at(-2)! < parsed;
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          whileParsing: entry.startTime < parsed || paintedWhileParsing,
          moved: (entry.sources ?? []).map((source) => `${path(source.node)}: ${box(source.previousRect)} -> ${box(source.currentRect)}`),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts of the page's current document so far (after the frame being drawn). */
export async function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return (window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts.slice();
  });
}

/** The shifts' score, as Cumulative Layout Shift adds it up over a page load. */
function layoutShiftScore(shifts: LayoutShift[]): number {
  return shifts.reduce((sum, shift) => sum + shift.value, 0);
}

/**
 * Lighthouse shows a Cumulative Layout Shift below this as 0.000. A page whose HTML the browser
 * paints in pieces (a loaded machine, a slow network) can move a line as the rest of a block
 * arrives (slotted text after a declarative shadow root): that is how HTML streams, not a drawing
 * that changes.
 */
const STREAMING_SHIFT_BOUND = 0.0005;

/**
 * The page's drawing never moves: nothing at all once the HTML is parsed (hydration, data arriving,
 * images loading), and while it was still arriving no more than rounds to a CLS of 0.
 */
export async function expectNoLayoutShift(page: Page): Promise<void> {
  const shifts = await layoutShifts(page);
  expect(shifts.filter((shift) => !shift.whileParsing), 'layout shifts once the page was parsed').toEqual([]);
  const streaming = shifts.filter((shift) => shift.whileParsing);
  expect(layoutShiftScore(streaming), `layout shifts while the page arrived: ${JSON.stringify(streaming, null, 1)}`).toBeLessThan(STREAMING_SHIFT_BOUND);
}
