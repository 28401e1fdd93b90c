// Lighthouse 12 through its Node API: the default (mobile) preset, a cold load each run, in the
// Debian Chromium (CHROME_PATH, else /usr/bin/chromium). Throttling is `devtools` ("applied": the
// page really runs at 4x CPU on a slowed network, as issue 15's figures were taken) or `simulate`
// (Lighthouse's default: observed unthrottled, then modelled; steadier on a busy machine).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { findChromium } from '../scripts/chromium-path.mjs';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export async function openLighthouseChrome() {
  return chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
}

const ms = (audit) => (typeof audit?.numericValue === 'number' ? Math.round(audit.numericValue) : null);

/** One Lighthouse run of `url`; the figures bench/run.mjs prints (times in ms). */
export async function runLighthouse(chrome, url, { throttlingMethod = 'devtools' } = {}) {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo'], throttlingMethod });
  const { categories, audits } = result.lhr;
  const scripts = (audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return {
    performance: categories.performance.score === null ? null : Math.round(categories.performance.score * 100),
    seo: categories.seo.score === null ? null : Math.round(categories.seo.score * 100),
    ttiMs: ms(audits.interactive),
    speedIndexMs: ms(audits['speed-index']),
    tbtMs: ms(audits['total-blocking-time']),
    lcpMs: ms(audits['largest-contentful-paint']),
    fcpMs: ms(audits['first-contentful-paint']),
    cls: typeof audits['cumulative-layout-shift']?.numericValue === 'number' ? Number(audits['cumulative-layout-shift'].numericValue.toFixed(4)) : null,
    jsTransferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    scriptRequests: scripts.length,
    runtimeError: result.lhr.runtimeError?.message ?? null,
    throttlingMethod: result.lhr.configSettings.throttlingMethod,
  };
}
