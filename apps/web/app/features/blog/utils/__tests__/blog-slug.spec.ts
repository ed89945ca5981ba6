import { blogSlug } from '../blog-slug';

describe('blogSlug', () => {
  it('lower-cases and turns whitespace runs into single hyphens', () => {
    expect(blogSlug('Furnace  Tune Up\tChecklist')).toBe('furnace-tune-up-checklist');
  });

  it('leaves an already clean slug alone', () => {
    expect(blogSlug('heat-pump-basics')).toBe('heat-pump-basics');
  });

  it('trims surrounding whitespace', () => {
    expect(blogSlug('  Winter Ready ')).toBe('winter-ready');
  });
});
