// Two figures kept from the first bench, with budgets in bench/budgets.json "timings": the main-thread
// start-up of analytics (the rum-analytics-start measure, on the home page) and a 60-image slideshow
// added to a page (time from the tag appearing to its first slide painted, and its layout shift).
import { medianOf } from './browser.mjs';

export async function measureExtras(browser, siteUrl, runs) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${siteUrl}/`);
      const analyticsStartMs = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const deadline = performance.now() + 8000;
            const look = () => {
              const entry = performance.getEntriesByName('rum-analytics-start')[0];
              if (entry || performance.now() > deadline) resolve(entry ? Number(entry.duration.toFixed(1)) : null);
              else setTimeout(look, 100);
            };
            look();
          }),
      );
      const figures = Array.from({ length: 60 }, (_, n) => {
        const name = ['harbour-dawn', 'espresso-bar', 'pastry-case', 'latte-art', 'roastery', 'sourdough'][n % 6];
        return `<figure data-slide-id="g${n}"><img src="/images/${name}.svg?n=${n}" alt="Photo ${n + 1}" width="1600" height="1067"></figure>`;
      }).join('');
      await page.route('**/bench-gallery.html', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Gallery bench</title><link rel="stylesheet" href="/dist/sitestack.css"><script type="module" src="/dist/sitestack.js"></script></head><body><main style="width:960px"><template id="t"><ss-gallery design="slideshow" label="Bench">${figures}</ss-gallery></template></main></body></html>`,
        }),
      );
      await page.goto(`${siteUrl}/bench-gallery.html`);
      await page.waitForFunction(() => window.Sitestack !== undefined);
      const gallery = await page.evaluate(async () => {
        let cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) cls += entry.value;
        }).observe({ type: 'layout-shift' });
        const start = performance.now();
        document.querySelector('main').append(document.getElementById('t').content.cloneNode(true));
        const el = document.querySelector('ss-gallery');
        await customElements.whenDefined('ss-gallery');
        await new Promise((resolve) => {
          const check = () => {
            const img = el.querySelector('figure img');
            if (el.shadowRoot?.querySelector('[part~="slide-active"]') && img?.complete) resolve();
            else requestAnimationFrame(check);
          };
          check();
        });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const firstSlideMs = performance.now() - start;
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { firstSlideMs: Math.round(firstSlideMs), cls: Number(cls.toFixed(4)) };
      });
      results.push({ analyticsStartMs, gallery60FirstSlideMs: gallery.firstSlideMs, gallery60LayoutShift: gallery.cls });
    } finally {
      await context.close();
    }
  }
  return medianOf(results);
}
