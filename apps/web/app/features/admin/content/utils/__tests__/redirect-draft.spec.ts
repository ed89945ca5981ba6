import { draftErrors } from '../../../kit/hooks/__tests__/draft-errors';
import { checkRedirectPaths, redirectInputFromDraft, redirectResolver } from '../redirect-draft';

describe('the redirect form', () => {
  const errors = (source: string, target: string) => draftErrors(redirectResolver, { source, target }, checkRedirectPaths);

  it('sends each path as content-api stores it', () => {
    expect(redirectInputFromDraft({ source: ' /blog/old/ ', target: '/blog/new' })).toEqual({ source_path: '/blog/old', target_path: '/blog/new' });
  });

  it("names the field in content-api's words", async () => {
    expect(await errors('/blog/old', '/blog/new')).toEqual({});
    expect(await errors('', 'https://evil.example/x')).toEqual({
      source: 'source_path is required',
      target: 'target_path must be a path on this site starting with "/" (no scheme or host)',
    });
    expect(await errors(`/${'a'.repeat(600)}`, '/a//b')).toEqual({
      source: 'source_path must be shorter than or equal to 400 characters',
      target: 'target_path must not contain "//"',
    });
  });
});
