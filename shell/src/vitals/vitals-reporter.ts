import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { otherPaths } from '@port/shared/contracts/api-paths';
import type { VitalName, VitalsReport } from '@port/shared/contracts/vitals';
import type { VitalsContext } from './vitals-context';

const CSRF = { 'x-requested-with': 'port-web' };

/** The report of the metrics gathered so far; null when there is none. */
export function vitalsReport(context: VitalsContext, pending: ReadonlyMap<VitalName, number>): VitalsReport | null {
  if (pending.size === 0) return null;
  const metrics = [...pending].map(([name, value]) => ({ name, value: Math.round(value * 1000) / 1000 }));
  return { ...context, metrics };
}

/**
 * Gathers LCP, INP, CLS and TTFB of this page load with the web-vitals library and sends what
 * it has each time the page is hidden (the library's own moment for final values), with
 * keepalive so the request outlives the page. A failed send is dropped: measuring never
 * disturbs the app.
 */
export function reportVitals(context: VitalsContext, send: typeof fetch = fetch): void {
  const pending = new Map<VitalName, number>();
  const add = (metric: Metric) => pending.set(metric.name as VitalName, metric.value);
  onLCP(add);
  onINP(add);
  onCLS(add);
  onTTFB(add);
  const flush = () => {
    const report = vitalsReport(context, pending);
    pending.clear();
    if (!report) return;
    void send(otherPaths.vitals, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', ...CSRF },
      body: JSON.stringify(report),
    }).catch(() => undefined);
  };
  // After the library's listeners, so its final values are in before this one sends; pagehide
  // too, for browsers that leave a page without a visibility change.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
}
