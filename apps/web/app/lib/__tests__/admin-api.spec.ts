import { type AdminPath, adminApi } from '../admin-api';

// The type-level half runs in typecheck: each @ts-expect-error line must be an error, so a call to an undocumented
// path, with a wrong body or without its path parameters stops compiling. The jest half checks the URL ky is given.
const jsonReply = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

export function typeChecks(): void {
  // @ts-expect-error: no such route in either document
  void adminApi.get('/api/admin/nowhere');
  // @ts-expect-error: the posts list is read, not written to
  void adminApi.post('/api/admin/blogs');
  // @ts-expect-error: the category's name is `category`, not `name`
  void adminApi.post('/api/categories', { json: { name: 'Furnaces' } });
  // @ts-expect-error: a category is renamed by id
  void adminApi.patch('/api/categories/{id}', { json: { category: 'Furnaces' } });
  // @ts-expect-error: a role is one of the staff roles
  void adminApi.put('/api/users/{id}/role', { path: { id: 'u1' }, json: { role: 'boss' } });
  const role = async () => (await adminApi.put('/api/users/{id}/role', { path: { id: 'u1' }, json: { role: 'editor' } })).role;
  // @ts-expect-error: the documented reply of a role change has no `roles`
  const roles = async () => (await adminApi.put('/api/users/{id}/role', { path: { id: 'u1' }, json: { role: 'editor' } })).roles;
  void [role, roles];
  const path: AdminPath = '/api/users/sessions';
  void path;
}

describe('adminApi', () => {
  const realFetch = globalThis.fetch;
  const RealRequest = globalThis.Request;
  let requests: Request[] = [];
  let bodies: string[] = [];
  beforeEach(() => {
    requests = [];
    bodies = [];
    // Node has no page address to resolve the client's site-relative URLs against.
    globalThis.Request = class extends RealRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://admin.test') : input, init);
      }
    };
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      requests.push(input as Request);
      bodies.push(await (input as Request).clone().text());
      return jsonReply({ status: 'success', data: { category_id: 7, category: 'Furnaces' }, message: 'Saved' });
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    globalThis.Request = RealRequest;
  });

  it('fills the path parameters, sends the JSON body and resolves to the reply', async () => {
    const reply = await adminApi.patch('/api/categories/{id}', { path: { id: 7 }, json: { category: 'Furnaces' } });
    expect(reply.data.category).toBe('Furnaces');
    expect(requests.map((r) => [r.method, new URL(r.url).pathname])).toEqual([['PATCH', '/api/categories/7']]);
    expect(bodies.map((b) => JSON.parse(b))).toEqual([{ category: 'Furnaces' }]);
  });

  it('drops unset query values and keeps URLSearchParams as given', async () => {
    await adminApi.delete('/api/categories/{id}', { path: { id: 3 }, searchParams: { move_to: 1 } });
    await adminApi.download('/api/admin/blogs', { searchParams: new URLSearchParams('q=heat&state=draft') });
    expect(requests.map((r) => new URL(r.url).search)).toEqual(['?move_to=1', '?q=heat&state=draft']);
  });

  it('asks again for a read the gateway refused for a moment (429, Retry-After), never for a write', async () => {
    const busy = () => new Response(JSON.stringify({ message: 'Too many requests' }), { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '0' } });
    const replies = [busy(), jsonReply({ status: 'success', data: [] }), busy()];
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      requests.push(input as Request);
      return replies.shift() as Response;
    }) as typeof fetch;
    await expect(adminApi.get('/api/categories')).resolves.toEqual({ status: 'success', data: [] });
    await expect(adminApi.post('/api/categories', { json: { category: 'Furnaces' } })).rejects.toThrow(/429/);
    expect(requests.map((r) => r.method)).toEqual(['GET', 'GET', 'POST']);
  });
});
