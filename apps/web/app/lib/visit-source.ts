import { analyticsLimits, type LeadSource } from '@hvac/contracts';
import { useSyncExternalStore } from 'react';

// The first page of this visit and where the visit came from (referrer host, utm_* of the landing
// address), kept in this page's memory only: no cookie, no storage. The site is one page application
// after the first load, so the memory lasts while the visitor moves from page to page; a new tab starts
// a new visit. The gateway keeps utm_* out of the server's requests, so only the browser sees them.
let landing: LeadSource | undefined;

const hostOf = (address: string) => {
  try {
    return new URL(address).host;
  } catch {
    return undefined;
  }
};

function capture(): LeadSource {
  const url = new URL(window.location.href);
  const referrerHost = document.referrer ? hostOf(document.referrer) : undefined;
  // A full page load from another page of the site (a link opened in a new tab) is not a landing.
  if (referrerHost === url.host) return {};
  const utm = (name: string) => url.searchParams.get(name)?.trim().slice(0, analyticsLimits.utmMax) || undefined;
  return {
    landingPage: url.pathname.slice(0, analyticsLimits.pathMax),
    referrerHost,
    utmSource: utm('utm_source'),
    utmMedium: utm('utm_medium'),
    utmCampaign: utm('utm_campaign'),
  };
}

export function landingSource(): LeadSource {
  if (typeof window === 'undefined') return noSource;
  landing ??= capture();
  return landing;
}

const noSource: LeadSource = {};
const unchanging = () => () => undefined;

// The source on the client, nothing in the server's HTML (the form's hidden fields fill in on hydration).
export function useLandingSource(): LeadSource {
  return useSyncExternalStore(unchanging, landingSource, () => noSource);
}

// Taken when the page's code first runs, before any client-side navigation changes the address.
landingSource();
