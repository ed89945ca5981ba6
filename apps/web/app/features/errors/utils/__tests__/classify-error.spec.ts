import { classifyError } from '../classify-error';

const routeError = (status: number, data: unknown) => ({ status, statusText: 'x', internal: false, data });

describe('classifyError', () => {
  it('recognises a 404 from a loader', () => {
    expect(classifyError(routeError(404, null))).toEqual({ kind: 'not-found' });
  });

  it('keeps the message of an unavailable API', () => {
    expect(classifyError(routeError(503, { message: 'The blog is temporarily unavailable.' }))).toEqual({
      kind: 'unavailable',
      message: 'The blog is temporarily unavailable.',
    });
  });

  it('recognises chunk loading failures of the major browsers', () => {
    for (const msg of [
      'Failed to fetch dynamically imported module: http://x/assets/a.js',
      'error loading dynamically imported module',
      'Importing a module script failed.',
    ]) {
      expect(classifyError(new TypeError(msg))).toEqual({ kind: 'chunk', reason: msg });
    }
  });

  it('reports anything else as unexpected with its message', () => {
    expect(classifyError(new Error('boom'))).toEqual({ kind: 'unexpected', message: 'boom' });
    expect(classifyError(routeError(500, 'Internal'))).toEqual({ kind: 'unexpected', message: 'Internal' });
  });
});
