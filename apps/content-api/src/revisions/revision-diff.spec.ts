import { changedParts, compareSnapshots } from './revision-diff';

const post = {
  blog_id: 7,
  title: 'Furnace tune-up checklist',
  slug_url: 'furnace-tune-up',
  brief_paragraph: '<p>Before the first cold night.</p>',
  category: 2,
  blogs_content: [
    { heading: 'Filters', paragraph: '<p>Change the filter every three months.</p>' },
    { heading: 'Thermostat', paragraph: '<p>Check the batteries.</p>' },
  ],
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('revision comparison', () => {
  it('lists only the fields that differ, word by word, with readable labels', () => {
    const fields = compareSnapshots(post, { ...post, title: 'Furnace tune-up guide', updated_at: '2026-02-01T00:00:00.000Z' });
    expect(fields).toEqual([
      {
        field: 'title',
        label: 'Title',
        pieces: [
          { value: 'Furnace tune-up ', change: 'same' },
          { value: 'checklist', change: 'removed' },
          { value: 'guide', change: 'added' },
        ],
      },
    ]);
  });

  it('compares sections one by one and rich text as the words a reader sees', () => {
    const edited = {
      ...post,
      blogs_content: [post.blogs_content[0], { heading: 'Thermostat', paragraph: '<p>Check the <strong>batteries</strong> twice.</p>' }],
    };
    const [field] = compareSnapshots(post, edited);
    expect(field).toMatchObject({ field: 'blogs_content.1.paragraph', label: 'Section 2 paragraph' });
    expect(field.pieces.filter((p) => p.change === 'added').map((p) => p.value.trim())).toEqual(['twice']);
    expect(field.pieces.filter((p) => p.change === 'removed').map((p) => p.value.trim())).toEqual([]);
    expect(field.pieces.map((p) => p.value).join('')).not.toContain('<p>');
  });

  it('shows markup when only the markup changed', () => {
    const [field] = compareSnapshots(post, { ...post, brief_paragraph: '<p>Before the first <em>cold</em> night.</p>' });
    expect(field.label).toBe('Summary');
    expect(field.pieces.some((p) => p.change === 'added' && p.value.includes('<em>'))).toBe(true);
  });

  it('reports a removed section and names what a save changed', () => {
    const shorter = { ...post, slug_url: 'furnace-checklist', blogs_content: [post.blogs_content[0]] };
    expect(compareSnapshots(post, shorter).map((f) => f.label)).toEqual(['Address (slug)', 'Section 2 heading', 'Section 2 paragraph']);
    expect(changedParts(post, shorter)).toEqual(['Address (slug)', 'Section 2']);
    expect(changedParts(null, post)).toEqual(['Created']);
    expect(changedParts(post, { ...post, updated_at: 'later' })).toEqual([]);
  });
});
