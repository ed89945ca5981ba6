import type { DeviceClass } from '@hvac/contracts';
import { LRUCache } from 'lru-cache';
import { UAParser } from 'ua-parser-js';

// Crawlers, link previews, monitors, HTTP libraries and headless or lab browsers (Lighthouse runs
// included): a short, well-known pattern. Most bots never run the beacon at all; this catches those
// that execute JavaScript and say what they are.
const botPattern =
  /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|headless|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|phantom|selenium|puppeteer|playwright|curl|wget|python|java\/|go-http|okhttp|httpclient|axios|node-fetch|undici|postman/i;

export function isBotUserAgent(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.length < 10 || botPattern.test(userAgent);
}

// The device class from the user agent alone (ua-parser-js); anything not a phone or tablet is a desktop.
// Parsing is most of a beacon's own work and visitors share a few hundred user agents, so each is parsed once.
const deviceClasses = new LRUCache<string, DeviceClass>({ max: 2000 });

export function deviceClassOf(userAgent: string): DeviceClass {
  let deviceClass = deviceClasses.get(userAgent);
  if (deviceClass === undefined) {
    deviceClass = parsedDeviceClass(userAgent);
    deviceClasses.set(userAgent, deviceClass);
  }
  return deviceClass;
}

function parsedDeviceClass(userAgent: string): DeviceClass {
  const type = new UAParser(userAgent).getDevice().type;
  if (type === 'mobile' || type === 'wearable') return 'phone';
  if (type === 'tablet') return 'tablet';
  return 'desktop';
}
