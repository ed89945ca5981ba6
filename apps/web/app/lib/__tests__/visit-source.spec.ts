import type { LeadSource } from '@hvac/contracts';

// The landing source is taken when the module first runs in a browser: a stand-in window and document
// per case, and a fresh copy of the module.
function landingOf(href: string, referrer = ''): LeadSource {
  const scope = globalThis as unknown as { window?: unknown; document?: unknown };
  scope.window = { location: { href } };
  scope.document = { referrer };
  try {
    let source: LeadSource = {};
    jest.isolateModules(() => {
      source = (require('../visit-source') as typeof import('../visit-source')).landingSource();
    });
    return source;
  } finally {
    delete scope.window;
    delete scope.document;
  }
}

describe('landingSource', () => {
  it('keeps the first page, the referring host and the utm_* of the landing address', () => {
    expect(landingOf('https://www.example.com/services/furnace?utm_source=google&utm_medium=cpc&utm_campaign=fall&gclid=x', 'https://www.google.com/search?q=furnace')).toEqual({
      landingPage: '/services/furnace',
      referrerHost: 'www.google.com',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'fall',
    });
  });

  it('has no referrer for a typed address, and cuts over-long values to what the server takes', () => {
    expect(landingOf(`https://www.example.com/?utm_campaign=${'x'.repeat(150)}`)).toEqual({ landingPage: '/', referrerHost: undefined, utmSource: undefined, utmMedium: undefined, utmCampaign: 'x'.repeat(100) });
  });

  it('is no landing when the page was opened from another page of the site', () => {
    expect(landingOf('https://www.example.com/contact', 'https://www.example.com/blog')).toEqual({});
  });

  it('is empty on the server', () => {
    let source: LeadSource | undefined;
    jest.isolateModules(() => {
      source = (require('../visit-source') as typeof import('../visit-source')).landingSource();
    });
    expect(source).toEqual({});
  });
});
