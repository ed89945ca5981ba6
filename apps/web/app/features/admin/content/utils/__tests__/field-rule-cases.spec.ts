import { describeValue, fieldRuleCases } from '@hvac/contracts/testing';
import { emptyBlogDraft, validateBlogDraft } from '../blog-draft';
import { emptyLocationDraft, validateLocationDraft } from '../location-draft';

// The link rows of the shared case table (@hvac/contracts) through the admin's validators; content-api
// runs the same rows through BlogInputDto.canonicalLink and LocationPageInputDto.meta_link.
describe('link rules in the admin portal (the shared case table)', () => {
  const rows = fieldRuleCases.filter((c) => c.rule === 'webUrl').map((c) => ({ ...c, shown: describeValue(c.value) }));

  it.each(rows)('$why: $shown -> valid $valid', ({ value, valid }) => {
    expect(validateBlogDraft({ ...emptyBlogDraft('2025-01-31'), canonicalLink: value })['canonicalLink'] === undefined).toBe(valid);
    expect(validateLocationDraft({ ...emptyLocationDraft(), meta_link: value })['meta_link'] === undefined).toBe(valid);
  });
});
