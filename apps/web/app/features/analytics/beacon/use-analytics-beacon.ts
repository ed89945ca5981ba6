import type { LeadSource } from '@hvac/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { landingSource } from '../../../lib/visit-source';
import { optedOut, sendEvents } from './send-events';

const afterLoad = (run: () => void) => {
  if (document.readyState === 'complete') setTimeout(run, 0);
  else addEventListener('load', run, { once: true });
};

let landingSent = false;
let vitalsStarted = false;

// Public pages only (the public layout calls it): one page view per page shown, after the load event,
// the first carrying where the visit came from; Web Vitals of the page load from a chunk fetched then.
export function useAnalyticsBeacon(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (optedOut()) return;
    afterLoad(() => {
      const { landingPage: _same, ...source }: LeadSource = landingSent ? {} : landingSource();
      landingSent = true;
      sendEvents([{ type: 'pageview', path: pathname, ...source }]);
      if (vitalsStarted) return;
      vitalsStarted = true;
      void import('./report-vitals').then((m) => m.reportVitals(pathname));
    });
  }, [pathname]);
}
