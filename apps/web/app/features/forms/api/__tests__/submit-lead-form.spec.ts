import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiPaths, type ServiceArea } from '@hvac/contracts';
import { defaultSiteSettings } from '@hvac/site';
import { submitLeadForm } from '../submit-lead-form.server';

// A stand-in content-api: records what the action sends and answers as told; its site settings serve
// the owner's service areas.
type Received = { path: string; body: unknown; headers: http.IncomingHttpHeaders };
let received: Received[] = [];
let answer: { status: number; body: unknown; headers?: Record<string, string> } = { status: 200, body: { msg: 'success' } };
let serviceAreas: ServiceArea[] = defaultSiteSettings.serviceAreas;
const contentApi = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === apiPaths.settings) {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ status: 'success', data: { ...defaultSiteSettings, serviceAreas } }));
    return;
  }
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    received.push({ path: req.url ?? '', body: JSON.parse(raw), headers: req.headers });
    res.writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers }).end(JSON.stringify(answer.body));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => contentApi.listen(0, '127.0.0.1', resolve));
  process.env.CONTENT_API_URL = `http://127.0.0.1:${(contentApi.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => contentApi.close(resolve)));
beforeEach(() => {
  received = [];
  answer = { status: 200, body: { msg: 'success' } };
  serviceAreas = defaultSiteSettings.serviceAreas;
});

const newsletter = { formType: 'Newsletter', returnTo: '/about', email: 'sam@example.com', website: '', startedAt: '1795000000000' };

function post(fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request('http://site.test/forms/submit', { method: 'POST', body: new URLSearchParams(fields), headers: { 'User-Agent': 'Test Browser', ...headers } });
}

// What the action answered: a redirect Response, or data with its status.
async function outcomeOf(fields: Record<string, string>, headers?: Record<string, string>) {
  const result = await submitLeadForm(post(fields, headers));
  if (result instanceof Response) return { status: result.status, location: result.headers.get('Location') };
  const retryAfter = new Headers(result.init?.headers).get('Retry-After');
  return { status: result.init?.status ?? 200, data: result.data, ...(retryAfter ? { retryAfter } : {}) };
}

describe('the form action', () => {
  it('passes the form on to content-api with the visitor address and user agent, and answers a React form with data', async () => {
    expect(await outcomeOf({ ...newsletter, reply: 'inline' }, { 'X-Forwarded-For': '10.0.0.1, 203.0.113.9' })).toEqual({ status: 200, data: { ok: true } });
    expect(received).toHaveLength(1);
    expect(received[0].path).toBe(apiPaths.newsletter);
    expect(received[0].body).toEqual({ email: 'sam@example.com', formType: 'Newsletter', sourcePage: '/about', website: '', startedAt: 1795000000000 });
    expect(received[0].headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(received[0].headers['user-agent']).toBe('Test Browser');
  });

  it('sends a plain HTML post to the thank-you page with a 303, saying what the page must add', async () => {
    expect(await outcomeOf(newsletter)).toEqual({ status: 303, location: '/thank-you/newsletter' });
    expect(received).toHaveLength(1);
    const appointment = { formType: 'Contact Page Form', returnTo: '/contact', name: 'Dana', email: 'dana@example.com', subject: 'Furnace', message: 'Hi', phone: '905-555-0100', timeWindow: 'any' };
    expect(await outcomeOf({ ...appointment, situation: 'other', postalCode: 'L9T 1P7' })).toEqual({ status: 303, location: '/thank-you' });
    expect(await outcomeOf({ ...appointment, situation: 'gas-smell', postalCode: 'K1A 0B1' })).toEqual({ status: 303, location: '/thank-you/gas-smell/outside-area' });
    expect(received[2]?.body).toMatchObject({ situation: 'gas-smell', postalCode: 'K1A 0B1', timeWindow: 'any', phone: '905-555-0100' });
  });

  it("decides inside or outside by the service areas of the owner's site settings", async () => {
    serviceAreas = [{ name: 'Ottawa', locationSlug: null, postalPrefixes: ['K1A'] }];
    // The site shares a read of content-api for half a second; the change shows after it.
    await new Promise((resolve) => setTimeout(resolve, 600));
    const appointment = { formType: 'Contact Page Form', returnTo: '/contact', name: 'Dana', email: 'dana@example.com', subject: 'Furnace', message: 'Hi', phone: '905-555-0100', timeWindow: 'any', situation: 'other' };
    expect(await outcomeOf({ ...appointment, postalCode: 'K1A 0B1' })).toEqual({ status: 303, location: '/thank-you' });
    expect(await outcomeOf({ ...appointment, postalCode: 'L9T 1P7' })).toEqual({ status: 303, location: '/thank-you/outside-area' });
  });

  it('refuses an invalid form with the reasons per field and sends nothing', async () => {
    expect(await outcomeOf({ ...newsletter, email: 'sam@' })).toEqual({
      status: 400,
      data: { ok: false, status: 400, back: '/about', formType: 'Newsletter', fieldErrors: { email: 'Please enter a valid e-mail address, like name@example.com.' } },
    });
    expect(received).toEqual([]);
  });

  it('shows the server its own reason and keeps its status (a refused field, a conflict)', async () => {
    answer = { status: 400, body: { msg: 'fail', message: 'phone must be a phone number' } };
    expect(await outcomeOf({ ...newsletter, reply: 'inline' })).toEqual({ status: 400, data: { ok: false, status: 400, back: '/about', formType: 'Newsletter', reason: 'phone must be a phone number' } });
    answer = { status: 409, body: { msg: 'fail', message: 'Already sent' } };
    expect(await outcomeOf(newsletter)).toEqual({ status: 409, data: { ok: false, status: 409, back: '/about', formType: 'Newsletter', reason: 'Already sent' } });
  });

  it("passes a rate limit's Retry-After on, in the data and as a header", async () => {
    const reason = 'Too many submissions from your network. Please try again in 10 minute(s).';
    answer = { status: 429, body: { msg: 'fail', message: reason }, headers: { 'Retry-After': '600' } };
    expect(await outcomeOf({ ...newsletter, reply: 'inline' })).toEqual({ status: 429, retryAfter: '600', data: { ok: false, status: 429, back: '/about', formType: 'Newsletter', reason, retryAfterSeconds: 600 } });
    // Without a readable Retry-After the reason alone goes on.
    answer = { status: 429, body: { msg: 'fail', message: reason }, headers: { 'Retry-After': 'soon' } };
    expect(await outcomeOf(newsletter)).toEqual({ status: 429, data: { ok: false, status: 429, back: '/about', formType: 'Newsletter', reason } });
  });

  it('answers 502 when content-api says fail without an error status, and 503 without a reason when it cannot be reached', async () => {
    answer = { status: 200, body: { msg: 'fail' } };
    expect(await outcomeOf(newsletter)).toEqual({ status: 502, data: { ok: false, status: 502, back: '/about', formType: 'Newsletter' } });
    const url = process.env.CONTENT_API_URL;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await new Promise((resolve) => contentApi.close(resolve));
    try {
      expect(await outcomeOf(newsletter)).toEqual({ status: 503, data: { ok: false, status: 503, back: '/about', formType: 'Newsletter' } });
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('content-api unreachable'), expect.anything());
    } finally {
      logged.mockRestore();
      await new Promise<void>((resolve) => contentApi.listen(Number(new URL(url ?? '').port), '127.0.0.1', resolve));
    }
  });

  it('refuses a form that is not one of the site', async () => {
    expect(await outcomeOf({ ...newsletter, formType: 'Job Application' })).toMatchObject({ status: 400, data: { ok: false, status: 400, reason: 'This form is not one of ours.' } });
    expect(received).toEqual([]);
  });
});
