import { nextFrame } from './browser.js';

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
