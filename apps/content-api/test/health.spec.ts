import { startTestApp, type TestApp } from './test-app';

describe('content-api service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is live and ready against its Postgres and Redis', async () => {
    expect((await fetch(`${t.baseUrl}/health/live`)).status).toBe(200);
    const ready = await fetch(`${t.baseUrl}/health/ready`);
    expect(ready.status).toBe(200);
  });

  it('answers unknown routes with the fail envelope', async () => {
    const res = await fetch(`${t.baseUrl}/nope`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status: 'fail', message: expect.any(String) });
  });
});
