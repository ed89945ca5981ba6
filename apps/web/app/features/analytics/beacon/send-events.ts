import { type AnalyticsEvent, analyticsPaths } from '@hvac/contracts';

// Do Not Track or Global Privacy Control: nothing is sent at all.
export function optedOut(): boolean {
  return navigator.doNotTrack === '1' || (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

// sendBeacon: queued by the browser, survives the page closing, carries no cookie the site sets
// (it sets none) and never delays anything the visitor does.
export function sendEvents(events: AnalyticsEvent[]): void {
  if (events.length) navigator.sendBeacon?.(analyticsPaths.events, new Blob([JSON.stringify({ events })], { type: 'application/json' }));
}
