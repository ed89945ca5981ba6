import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';

type Options = { endpoint: string | null; debug: boolean };

// LCP, INP and CLS: to the console while developing, to the configured endpoint in production.
export function reportWebVitals({ endpoint, debug }: Options): void {
  const report = (metric: Metric) => {
    if (debug) console.info(`[web-vitals] ${metric.name}`, Math.round(metric.value * 1000) / 1000, metric.rating);
    if (!endpoint) return;
    const body = JSON.stringify({ name: metric.name, value: metric.value, rating: metric.rating, id: metric.id, page: location.pathname });
    // sendBeacon survives the page being closed; fetch keepalive is the fallback.
    if (!navigator.sendBeacon?.(endpoint, new Blob([body], { type: 'application/json' }))) {
      void fetch(endpoint, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } });
    }
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
}
