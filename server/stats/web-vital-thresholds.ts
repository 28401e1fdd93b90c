/**
 * Good / needs-improvement / poor boundaries of each web vital (the values the web-vitals library
 * rates with: at or under `good` is good, over `poor` is poor). Units: ms, CLS unitless.
 */
export const WEB_VITAL_THRESHOLDS: Readonly<Record<string, { good: number; poor: number; unit: 'ms' | '' }>> = Object.freeze({
  LCP: { good: 2500, poor: 4000, unit: 'ms' },
  FCP: { good: 1800, poor: 3000, unit: 'ms' },
  INP: { good: 200, poor: 500, unit: 'ms' },
  CLS: { good: 0.1, poor: 0.25, unit: '' },
  TTFB: { good: 800, poor: 1800, unit: 'ms' },
  FID: { good: 100, poor: 300, unit: 'ms' },
});

export type WebVitalRating = 'good' | 'needs-improvement' | 'poor';

export function rateWebVital(name: string, value: number): WebVitalRating | null {
  const threshold = WEB_VITAL_THRESHOLDS[name];
  if (!threshold || !Number.isFinite(value)) return null;
  if (value <= threshold.good) return 'good';
  if (value <= threshold.poor) return 'needs-improvement';
  return 'poor';
}
