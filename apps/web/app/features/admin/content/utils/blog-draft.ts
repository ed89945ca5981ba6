import { type Blog, type BlogInput, type Category, allCategoryName, contentLimits, type OgImageChoice } from '@hvac/contracts';
import { byteLength, isIsoDate, isWebUrl, toDateInputValue } from './field-rules';
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

export type FieldErrors = Record<string, string>;

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

// Section keys are only for rendering; two drafts with the same content are equal.
export function sameBlogDraft(a: BlogDraft, b: BlogDraft): boolean {
  return JSON.stringify(blogInputFromDraft(a)) === JSON.stringify(blogInputFromDraft(b));
}

export function selectableCategories(categories: readonly Category[]): Category[] {
  return categories.filter((c) => c.category.trim().toLowerCase() !== allCategoryName.toLowerCase());
}

const { titleMax, metaMax, htmlParagraphMaxBytes, sectionsMax } = contentLimits;
const htmlTooLong = `This text is too long (at most ${htmlParagraphMaxBytes / 1000} kB). Split it into more sections.`;

export function validateBlogDraft(draft: BlogDraft): FieldErrors {
  const errors: FieldErrors = {};
  const title = draft.title.trim();
  if (title === '') errors['title'] = 'Enter a title.';
  else if (title.length > titleMax) errors['title'] = `The title must be at most ${titleMax} characters.`;
  if (draft.slug_url.trim().length > titleMax) errors['slug_url'] = `The web address must be at most ${titleMax} characters.`;
  if (draft.category === '') errors['category'] = 'Choose a category.';
  if (!isWebUrl(draft.blog_image.trim())) errors['blog_image'] = 'The image address must start with https:// or /.';
  if (draft.published_date !== '' && !isIsoDate(draft.published_date)) errors['published_date'] = 'Enter a valid date.';
  if (byteLength(draft.brief_paragraph) > htmlParagraphMaxBytes) errors['brief_paragraph'] = htmlTooLong;
  if (draft.metaTitle.trim().length > metaMax) errors['metaTitle'] = `The meta title must be at most ${metaMax} characters.`;
  if (draft.metaDescription.trim().length > metaMax) errors['metaDescription'] = `The meta description must be at most ${metaMax} characters.`;
  const canonical = draft.canonicalLink.trim();
  if (canonical.length > metaMax) errors['canonicalLink'] = `The canonical link must be at most ${metaMax} characters.`;
  else if (!isWebUrl(canonical)) errors['canonicalLink'] = 'Enter a full address starting with https:// or a path starting with /.';
  draft.sections.forEach((section) => {
    if (section.heading.trim().length > titleMax) errors[`sections.${section.key}.heading`] = `A heading must be at most ${titleMax} characters.`;
    if (byteLength(section.paragraph) > htmlParagraphMaxBytes) errors[`sections.${section.key}.paragraph`] = htmlTooLong;
  });
  if (blogInputFromDraft(draft).blogs_content.length > sectionsMax) errors['sections'] = `A post can have at most ${sectionsMax} sections with content.`;
  return errors;
}
