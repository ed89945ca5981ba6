import { analyticsLimits, type AnalyticsVital } from '@hvac/contracts';
import { type MetricType, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { sendEvents } from './send-events';

// Loaded on its own after the load event: web-vitals' standard build (no attribution). The five
// measurements of this page load are held until the page is hidden (when LCP, CLS and INP are final)
// and then sent in one beacon; one reported while hidden goes at once.
export function reportVitals(path: string): void {
  let waiting: AnalyticsVital[] = [];
  const flush = () => {
    sendEvents(waiting);
    waiting = [];
  };
  const keep = ({ name, value }: MetricType) => {
    if (value >= 0 && value <= analyticsLimits.vitalMaxMs) waiting.push({ type: 'vital', path, name, value: Math.round(value * 1000) / 1000 });
    if (document.visibilityState === 'hidden') flush();
  };
  onTTFB(keep);
  onFCP(keep);
  onLCP(keep);
  onCLS(keep);
  onINP(keep);
  // Registered after web-vitals' own listeners, so their final reports are in when this runs.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}
