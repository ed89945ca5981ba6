import { type Blog, type BlogInput, type Category, allCategoryName, contentLimits, type OgImageChoice } from '@hvac/contracts';
import { blogInputSchema } from '@hvac/contracts/schemas';
import { type FieldErrors, schemaResolver } from '../../kit/hooks/use-schema-form';
import { toDateInputValue } from './field-rules';
import { type OgImageDraft, ogImageDraftFrom, ogImageInput, type WithOgImage } from './og-image-draft';

export type SectionDraft = { key: string; heading: string; paragraph: string };

export type BlogDraft = {
  title: string;
  slug_url: string;
  category: string;
  blog_image: string;
  published_date: string;
  brief_paragraph: string;
  metaTitle: string;
  metaDescription: string;
  canonicalLink: string;
  sections: SectionDraft[];
  ogImage: OgImageDraft | null;
};

// The spec's form starts with ten empty sections; empty ones are dropped on save.
export const initialSectionCount = 10;

// Lengths search engines show in full; the hard limit is contentLimits.metaMax.
export const recommendedMeta = { title: 60, description: 160 } as const;

let keyCounter = 0;
export function newSectionKey(): string {
  keyCounter += 1;
  return `section-${keyCounter}`;
}

export function emptySection(): SectionDraft {
  return { key: newSectionKey(), heading: '', paragraph: '' };
}

export function emptyBlogDraft(today: string): BlogDraft {
  return {
    title: '',
    slug_url: '',
    category: '',
    blog_image: '',
    published_date: today,
    brief_paragraph: '',
    metaTitle: '',
    metaDescription: '',
    canonicalLink: '',
    sections: Array.from({ length: initialSectionCount }, emptySection),
    ogImage: null,
  };
}

export function blogDraftFromBlog(blog: Blog & WithOgImage): BlogDraft {
  return {
    title: blog.title,
    slug_url: blog.slug_url,
    category: String(blog.category),
    blog_image: blog.blog_image ?? '',
    published_date: toDateInputValue(blog.published_date),
    brief_paragraph: blog.brief_paragraph ?? '',
    metaTitle: blog.metaTitle ?? '',
    metaDescription: blog.metaDescription ?? '',
    canonicalLink: blog.canonicalLink ?? '',
    sections: (blog.blogs_content ?? []).map((s) => ({ key: newSectionKey(), heading: s.heading ?? '', paragraph: s.paragraph ?? '' })),
    ogImage: ogImageDraftFrom(blog),
  };
}

// What the API receives: trimmed text, the category as a number, empty sections left out.
export function blogInputFromDraft(draft: BlogDraft): BlogInput & OgImageChoice {
  return {
    title: draft.title.trim(),
    slug_url: draft.slug_url.trim(),
    category: Number(draft.category),
    blog_image: draft.blog_image.trim(),
    published_date: draft.published_date,
    brief_paragraph: draft.brief_paragraph,
    metaTitle: draft.metaTitle.trim(),
    metaDescription: draft.metaDescription.trim(),
    canonicalLink: draft.canonicalLink.trim(),
    blogs_content: draft.sections
      .map((s) => ({ heading: s.heading.trim(), paragraph: s.paragraph }))
      .filter((s) => s.heading !== '' || s.paragraph !== ''),
    ...ogImageInput(draft.ogImage),
  };
}

export function selectableCategories(categories: readonly Category[]): Category[] {
  return categories.filter((c) => c.category.trim().toLowerCase() !== allCategoryName.toLowerCase());
}

// The draft is checked as the API will receive it, by the schema content-api validates posts with
// (blogInputSchema in @hvac/contracts), in the server's words. A section's error is keyed by the section's
// own key, as the editor shows it.
export const blogDraftResolver = schemaResolver<BlogDraft>(blogInputSchema, {
  toInput: blogInputFromDraft,
  fieldOf: (path, draft) => {
    const section = /^blogs_content\.(\d+)\.(.+)$/.exec(path);
    if (!section) return path;
    const kept = draft.sections.filter((s) => s.heading.trim() !== '' || s.paragraph !== '');
    return `sections.${kept[Number(section[1])]?.key}.${section[2]}`;
  },
});

// content-api counts the sections left after sanitising, so the schema cannot; this is the same count for what
// the editor can type.
export function checkBlogSections(draft: BlogDraft): FieldErrors {
  const count = blogInputFromDraft(draft).blogs_content.length;
  return count > contentLimits.sectionsMax ? { sections: `A post can have at most ${contentLimits.sectionsMax} sections with content.` } : {};
}
