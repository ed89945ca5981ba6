import { blogSlug, latestFirst } from '../blog-slug';

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

describe('latestFirst', () => {
  it('orders by update time, newest first, without mutating the input', () => {
    const posts = [
      { blog_id: 1, updated_at: '2024-01-01T00:00:00Z' },
      { blog_id: 2, updated_at: '2025-03-01T00:00:00Z' },
      { blog_id: 3, updated_at: '2024-06-01T00:00:00Z' },
    ];
    expect(latestFirst(posts).map((p) => p.blog_id)).toEqual([2, 3, 1]);
    expect(posts[0].blog_id).toBe(1);
  });
});
