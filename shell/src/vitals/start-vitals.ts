import { federationReady, startedVersion } from '../federation/init-federation';
import { vitalsContext } from './vitals-context';

/**
 * Real-user metrics (issue 19 item 6), started after the first paint: the web-vitals code is a
 * chunk of its own, fetched once the page has loaded and the browser is idle, so it costs the
 * first load nothing. The library reads the paint and shift entries the browser kept meanwhile.
 */
export function startVitalsAfterFirstPaint(pathname: string = window.location.pathname): void {
  const start = () =>
    void federationReady()
      .then(async () => {
        const context = vitalsContext(pathname, startedVersion);
        if (!context) return;
        const { reportVitals } = await import(/* webpackChunkName: "web-vitals" */ './vitals-reporter');
        reportVitals(context);
      })
      .catch(() => undefined);
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 3000 }) : setTimeout(start, 1));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
