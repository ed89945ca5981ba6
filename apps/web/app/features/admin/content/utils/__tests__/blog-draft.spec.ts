import type { Blog, Category } from '@hvac/contracts';
import { blogInputSchema, issueMessages } from '@hvac/contracts/schemas';
import {
  blogDraftFromBlog,
  blogInputFromDraft,
  emptyBlogDraft,
  blogDraftResolver,
  checkBlogSections,
  initialSectionCount,
  selectableCategories,
} from '../blog-draft';
import { draftErrors } from '../../../kit/hooks/__tests__/draft-errors';

const validateBlogDraft = (draft: Parameters<typeof checkBlogSections>[0]) => draftErrors(blogDraftResolver, draft, checkBlogSections);

const blog: Blog = {
  blog_id: 7,
  title: 'When to Replace a Furnace',
  slug_url: 'when-to-replace-a-furnace',
  brief_paragraph: '<p>Most furnaces last 15 to 20 years.</p>',
  blog_image: '/media/abc.jpg',
  published_date: '2025-10-01',
  category: 2,
  metaTitle: 'Furnace replacement',
  metaDescription: 'Signs it is time.',
  canonicalLink: '',
  blogs_content: [
    { heading: 'Age', paragraph: '<p>Past 15 years, plan ahead.</p>' },
    { heading: 'Repairs', paragraph: '' },
  ],
  updated_at: '2025-10-02T12:00:00.000Z',
};

describe('blog drafts', () => {
  it('start with ten empty sections and today as the date', () => {
    const draft = emptyBlogDraft('2025-11-01');
    expect(draft.sections).toHaveLength(initialSectionCount);
    expect(new Set(draft.sections.map((s) => s.key)).size).toBe(initialSectionCount);
    expect(draft.published_date).toBe('2025-11-01');
  });

  it('send the category as a number and leave out sections with neither heading nor paragraph', () => {
    const draft = { ...emptyBlogDraft('2025-11-01'), title: '  A title ', category: '3' };
    draft.sections = draft.sections.map((s, i) => (i === 4 ? { ...s, heading: 'Only a heading' } : i === 7 ? { ...s, paragraph: '<p>Only a paragraph</p>' } : s));
    const input = blogInputFromDraft(draft);
    expect(input.title).toBe('A title');
    expect(input.category).toBe(3);
    expect(input.blogs_content).toEqual([
      { heading: 'Only a heading', paragraph: '' },
      { heading: '', paragraph: '<p>Only a paragraph</p>' },
    ]);
  });

  it('round-trip a stored post unchanged', () => {
    const input = blogInputFromDraft(blogDraftFromBlog(blog));
    expect(input).toEqual({
      title: blog.title,
      slug_url: blog.slug_url,
      category: 2,
      blog_image: blog.blog_image,
      published_date: '2025-10-01',
      brief_paragraph: blog.brief_paragraph,
      metaTitle: blog.metaTitle,
      metaDescription: blog.metaDescription,
      canonicalLink: '',
      blogs_content: blog.blogs_content,
      og_image_id: null,
    });
  });

  it('keep the chosen share picture and send its id', () => {
    const shared = { ...blog, og_image_id: 12, og_image: { url: '/media/images/abc-og.jpg', alt: 'A furnace' } };
    const draft = blogDraftFromBlog(shared);
    expect(draft.ogImage).toEqual({ media_id: 12, url: '/media/images/abc-og.jpg', alt: 'A furnace' });
    expect(blogInputFromDraft(draft).og_image_id).toBe(12);
    expect(blogInputFromDraft({ ...draft, ogImage: null }).og_image_id).toBeNull();
    // A post without a choice shares its own image by default.
    expect(blogDraftFromBlog({ ...blog, og_image_id: null, og_image: { url: '/media/abc-og.jpg', alt: '' } }).ogImage).toBeNull();
  });
});

describe('the post editor\'s resolver (blogInputSchema)', () => {
  const valid = { ...emptyBlogDraft('2025-11-01'), title: 'Title', category: '2' };

  it('passes a minimal post', async () => {
    expect(await validateBlogDraft(valid)).toEqual({});
  });

  it('requires a title and a category', async () => {
    const errors = await validateBlogDraft(emptyBlogDraft('2025-11-01'));
    expect(Object.keys(errors).sort()).toEqual(['category', 'title']);
  });

  it('enforces the API limits', async () => {
    const errors = await validateBlogDraft({
      ...valid,
      title: 't'.repeat(201),
      metaTitle: 'm'.repeat(301),
      metaDescription: 'd'.repeat(301),
      canonicalLink: 'javascript:alert(1)',
      published_date: '2025-13-01',
      brief_paragraph: `<p>${'x'.repeat(100_001)}</p>`,
    });
    expect(Object.keys(errors).sort()).toEqual(['brief_paragraph', 'canonicalLink', 'metaDescription', 'metaTitle', 'published_date', 'title']);
  });

  it("shows the server's words, from the schema content-api validates posts with", async () => {
    const draft = { ...valid, title: '', canonicalLink: 'javascript:alert(1)' };
    const { error } = blogInputSchema.safeParse(blogInputFromDraft(draft));
    expect(Object.values(await validateBlogDraft(draft))).toEqual(error ? issueMessages(error) : ['the schema refused nothing']);
    expect(await validateBlogDraft(draft)).toEqual({ title: 'title is required', canonicalLink: 'canonicalLink must be an http(s) URL or a path starting with /' });
  });

  it('names the section whose text is too long', async () => {
    const draft = { ...valid, sections: valid.sections.map((s, i) => (i === 2 ? { ...s, paragraph: 'é'.repeat(50_001) } : s)) };
    expect(Object.keys(await validateBlogDraft(draft))).toEqual([`sections.${draft.sections[2]?.key}.paragraph`]);
  });

  it('counts the sections with content, as content-api does after sanitising', async () => {
    const many = Array.from({ length: 51 }, (_, i) => ({ key: `k${i}`, heading: `Heading ${i}`, paragraph: '' }));
    expect(await validateBlogDraft({ ...valid, sections: many })).toEqual({ sections: 'A post can have at most 50 sections with content.' });
  });
});

describe('selectableCategories', () => {
  it("leaves out 'All'", () => {
    const categories: Category[] = [
      { category_id: 1, category: 'All' },
      { category_id: 2, category: 'Heating' },
      { category_id: 3, category: 'Cooling' },
    ];
    expect(selectableCategories(categories).map((c) => c.category)).toEqual(['Heating', 'Cooling']);
  });

});
