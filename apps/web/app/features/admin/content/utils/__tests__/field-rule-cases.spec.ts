import { describeValue, fieldRuleCases } from '@hvac/contracts/testing';
import { draftErrors } from '../../../kit/hooks/__tests__/draft-errors';
import { blogDraftResolver, emptyBlogDraft } from '../blog-draft';
import { emptyLocationDraft, locationDraftResolver } from '../location-draft';

// The link rows of the shared case table (@hvac/contracts) through the admin editors' resolvers; content-api
// runs the same rows through BlogInputDto.canonicalLink and LocationPageInputDto.meta_link.
describe('link rules in the admin portal (the shared case table)', () => {
  const rows = fieldRuleCases.filter((c) => c.rule === 'webUrl').map((c) => ({ ...c, shown: describeValue(c.value) }));

  it.each(rows)('$why: $shown -> valid $valid', async ({ value, valid }) => {
    expect((await draftErrors(blogDraftResolver, { ...emptyBlogDraft('2025-01-31'), canonicalLink: value }))['canonicalLink'] === undefined).toBe(valid);
    expect((await draftErrors(locationDraftResolver, { ...emptyLocationDraft(), meta_link: value }))['meta_link'] === undefined).toBe(valid);
  });
});
