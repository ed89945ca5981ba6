import { UAParser } from 'ua-parser-js';

// What the sessions screen shows for a sign-in: "Firefox on Windows", "Mobile Safari on iOS", or as much as is
// known; a client no parser knows (a script) shows its own first word, e.g. "curl/8.5.0".
export function deviceLabel(userAgent: string | undefined): string {
  const { browser, os } = new UAParser(userAgent ?? '').getResult();
  if (browser.name && os.name) return `${browser.name} on ${os.name}`;
  return browser.name ?? os.name ?? (userAgent?.trim().split(/\s/)[0]?.slice(0, 40) || 'Unknown device');
}
