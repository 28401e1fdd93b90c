import { nextFrame, rendered } from './browser.js';

interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

/**
 * Collects the page's layout shifts (the Layout Instability API, as CLS counts them) from now
 * on. `settle()` waits two frames so pending shifts are reported, then returns their sum.
 */
export function watchLayoutShifts(): { settle(): Promise<number>; stop(): void } {
  let total = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShiftEntry[]) if (!entry.hadRecentInput) total += entry.value;
  });
  observer.observe({ type: 'layout-shift' });
  return {
    async settle() {
      await nextFrame();
      await nextFrame();
      for (const entry of observer.takeRecords() as LayoutShiftEntry[]) if (!entry.hadRecentInput) total += entry.value;
      return total;
    },
    stop: () => observer.disconnect(),
  };
}

/** The height a block's pre-upgrade CSS gives `markup` before its code loads: measured in an iframe where the tag is not defined. */
export async function preUpgradeHeight(css: string, markup: string, width: number): Promise<number> {
  const frame = document.createElement('iframe');
  frame.style.cssText = `width:${width}px;height:600px;border:0;position:absolute;left:-9999px`;
  frame.srcdoc = `<!doctype html><style>body{margin:0}${css}</style><div id="box">${markup}</div>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const height = frame.contentDocument!.getElementById('box')!.firstElementChild!.getBoundingClientRect().height;
  frame.remove();
  return height;
}

/**
 * A block beside its stand-in, for the unrendered (CMS) path: `markup(tag)` twice in a column
 * `width` px wide, once as the block itself and once under a twin tag that is never defined
 * (`<tag>-pending`), which sitestack.css's rules (the page rules and the stand-ins, given in
 * `css`) lay out as the stand-in the block shows before its code arrives. `done()` removes both
 * and the rules.
 */
export function besideItsStandIn(tag: string, css: string, markup: (tag: string) => string, width: number): { before: HTMLElement; after: HTMLElement; done(): void } {
  const twin = `${tag}-pending`;
  const style = document.createElement('style');
  style.textContent = css + css.replace(new RegExp(`(?<!-)${tag}(?!-)`, 'g'), twin);
  document.head.append(style);
  const column = document.createElement('div');
  column.style.width = `${width}px`;
  column.innerHTML = `<div>${markup(twin)}</div><div>${markup(tag)}</div>`;
  document.body.append(column);
  return {
    before: column.querySelector<HTMLElement>(twin)!,
    after: column.querySelector<HTMLElement>(tag)!,
    done: () => {
      column.remove();
      style.remove();
    },
  };
}

/** An element's [width, height] in whole pixels, to compare a stand-in's box with its drawing's. */
export function sizeOf(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.width), Math.round(box.height)];
}

/**
 * The [width, height] of a block's stand-in and of its drawing (besideItsStandIn), once the block
 * has drawn and a frame has passed; both are removed again.
 */
export async function standInAndDrawnSizes(tag: string, css: string, markup: (tag: string) => string, width: number): Promise<{ before: [number, number]; after: [number, number] }> {
  const { before, after, done } = besideItsStandIn(tag, css, markup, width);
  try {
    await rendered(after);
    await nextFrame();
    return { before: sizeOf(before), after: sizeOf(after) };
  } finally {
    done();
  }
}
