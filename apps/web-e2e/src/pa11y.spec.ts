import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromiumArgs } from './support/browser';
import { baseUrl, publicRouteKeys, usePublicRoutes } from './support/stack';

type Pa11yIssue = { code: string; type: 'error' | 'warning' | 'notice'; message: string; selector: string };

// A second accessibility engine beside axe-core (public-routes.spec.ts): pa11y 10 running HTML_CodeSniffer
// against WCAG 2 AA, in the system Chromium (puppeteer's own browser is never downloaded).
const options = {
  standard: 'WCAG2AA',
  runners: ['htmlcs'],
  timeout: 60_000,
  chromeLaunchConfig: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
};

async function pa11y(url: string): Promise<Pa11yIssue[]> {
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(__dirname, 'support', 'pa11y-runner.mjs'), url, JSON.stringify(options)], { timeout: 90_000 });
  return JSON.parse(stdout) as Pa11yIssue[];
}

const route = usePublicRoutes();

describe('pa11y (HTML_CodeSniffer, WCAG2AA)', () => {
  it.each(publicRouteKeys)('%s: 0 errors', async (key) => {
    const issues = await pa11y(`${baseUrl}${route(key).path}`);
    expect(issues.filter((i) => i.type === 'error').map((i) => `${i.code} at ${i.selector}: ${i.message}`)).toEqual([]);
  });
});
