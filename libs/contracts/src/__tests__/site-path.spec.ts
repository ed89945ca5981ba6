import { normaliseSitePath } from '../history';

describe('normaliseSitePath', () => {
  it.each([
    ['/blog/new-post', '/blog/new-post'],
    ['  /blog/new-post/  ', '/blog/new-post'],
    ['/old/./a/../prices', '/old/prices'],
    ['/location/caf\u00e9', '/location/caf%C3%A9'],
    ['/', '/'],
  ])('keeps %p as %p', (raw, path) => {
    expect(normaliseSitePath(raw, 'path')).toEqual({ ok: true, path });
  });

  it.each([
    ['', 'path is required'],
    ['blog/x', 'starting with "/"'],
    ['https://evil.example/x', 'starting with "/"'],
    ['//evil.example', 'must not start with "//"'],
    ['/\\evil.example', 'contain "\\"'],
    ['/a//b', 'must not contain "//"'],
    ['/a b', 'without spaces'],
    ['/a?x=1', 'query string'],
    ['/a#top', 'fragment'],
    ['/a\u0000b', 'plain path'],
    [`/${'a'.repeat(400)}`, 'at most 400'],
  ])('refuses %p, naming the field', (raw, message) => {
    const result = normaliseSitePath(raw, 'path');
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toContain(message);
  });
});
