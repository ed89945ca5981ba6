import { HTTPError, TimeoutError } from 'ky';
import { apiErrorMessage, networkErrorMessage, timeoutErrorMessage } from '../api-error';

function httpError(status: number, body: unknown): HTTPError {
  const request = new Request('http://localhost/api/users/login', { method: 'POST' });
  const response = new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  return new HTTPError(response, request, {} as ConstructorParameters<typeof HTTPError>[2]);
}

describe('apiErrorMessage', () => {
  it("shows the server's message", async () => {
    expect(await apiErrorMessage(httpError(401, { message: 'Invalid email or password' }), 'generic')).toBe('Invalid email or password');
    expect(await apiErrorMessage(httpError(409, { status: 'fail', message: 'slug_url already exists', error: 'x' }), 'generic')).toBe('slug_url already exists');
  });

  it('falls back to the error field, then to the generic text', async () => {
    expect(await apiErrorMessage(httpError(400, { status: 'fail', error: 'category must exist' }), 'generic')).toBe('category must exist');
    expect(await apiErrorMessage(httpError(502, '<html>Bad gateway</html>'), 'generic')).toBe('generic');
  });

  it('explains time-outs and network failures', async () => {
    const request = new Request('http://localhost/blogs');
    expect(await apiErrorMessage(new TimeoutError(request), 'generic')).toBe(timeoutErrorMessage);
    expect(await apiErrorMessage(new TypeError('Failed to fetch'), 'generic')).toBe(networkErrorMessage);
  });
});
