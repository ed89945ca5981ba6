import { startTestApp, type TestApp } from './test-app';

// Issue 31: deeply nested bodies overflowed the stack in validation (500) on these routes; now every service's
// parser refuses them first (server-kit's body-parsers.ts) with a 400 in the content envelope.
const routes: { path: string; staff: boolean }[] = [
  { path: '/send-newsletter', staff: false },
  { path: '/send-contact-form-main', staff: false },
  { path: '/blogs', staff: true },
  { path: '/api/locationpages/create', staff: true },
];
const bodies: [string, string][] = [
  ['an array nested 5,000 deep', `{"name":${'['.repeat(5_000)}${']'.repeat(5_000)}}`],
  ['an object nested 3,000 deep', `${'{"a":'.repeat(3_000)}{}${'}'.repeat(3_000)}`],
];

describe('request bodies bounded before they are validated', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const post = async (path: string, body: string | Buffer, token: string | null) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers['authorization'] = `Bearer ${token}`;
    const res = await fetch(`${t.baseUrl}${path}`, { method: 'POST', headers, body });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  describe.each(routes)('POST $path', ({ path, staff }) => {
    it.each(bodies)('answers %s with 400 naming the depth limit', async (_name, body) => {
      expect(await post(path, body, staff ? t.adminToken : null)).toEqual({
        status: 400,
        body: expect.objectContaining({ status: 'fail', message: 'The JSON body nests deeper than 32 levels' }),
      });
    });

    it('answers a body that is not UTF-8 with 400 saying so', async () => {
      const body = Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
      expect(await post(path, body, staff ? t.adminToken : null)).toEqual({
        status: 400,
        body: expect.objectContaining({ status: 'fail', message: 'The request body is not valid UTF-8' }),
      });
    });
  });
});
