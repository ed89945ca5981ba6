import { contentLimits, locationIntroMinChars, type LocationPage, type LocationPageInput, type OgImageChoice, requiredLocationPageFields } from '@hvac/contracts';
import type { FieldErrors } from './blog-draft';
import { byteLength, isWebUrl } from './field-rules';
import { type OgImageDraft, ogImageDraftFrom, ogImageInput, type WithOgImage } from './og-image-draft';

// The page's text fields, and its share picture.
export type LocationDraft = Omit<LocationPageInput, 'slug_url'> & { slug_url: string; ogImage: OgImageDraft | null };
export type LocationField = Exclude<keyof LocationDraft, 'ogImage'>;

export const sectionNumbers = [1, 2, 3, 4] as const;

export const htmlLocationFields = ['main_paragraph', 'paragraph_1', 'paragraph_2', 'paragraph_3', 'paragraph_4'] as const;
const headingFields = ['main_heading', 'highlighted_heading', 'heading_1', 'heading_2', 'heading_3', 'heading_4'] as const;
const metaFields = ['meta_title', 'meta_keywords', 'meta_description', 'meta_link'] as const;

// What a town page needs to be worth publishing; the API refuses the same (400 naming the field).
export const requiredLocationFields: readonly LocationField[] = requiredLocationPageFields;

export const locationFieldLabels: Record<LocationField, string> = {
  slug_url: 'Web address (slug)',
  main_heading: 'Main heading',
  main_paragraph: 'Main paragraph',
  highlighted_heading: 'Highlighted heading (banner)',
  heading_1: 'Section 1 heading',
  heading_2: 'Section 2 heading',
  heading_3: 'Section 3 heading',
  heading_4: 'Section 4 heading',
  paragraph_1: 'Section 1 paragraph',
  paragraph_2: 'Section 2 paragraph',
  paragraph_3: 'Section 3 paragraph',
  paragraph_4: 'Section 4 paragraph',
  meta_title: 'Meta title',
  meta_keywords: 'Meta keywords',
  meta_link: 'Canonical link',
  meta_description: 'Meta description',
};

const textFields = Object.keys(locationFieldLabels) as LocationField[];

export function emptyLocationDraft(): LocationDraft {
  return {
    slug_url: '',
    main_heading: '',
    main_paragraph: '',
    highlighted_heading: '',
    heading_1: '',
    heading_2: '',
    heading_3: '',
    heading_4: '',
    paragraph_1: '',
    paragraph_2: '',
    paragraph_3: '',
    paragraph_4: '',
    meta_title: '',
    meta_keywords: '',
    meta_link: '',
    meta_description: '',
    ogImage: null,
  };
}

export function locationDraftFromPage(page: LocationPage & WithOgImage): LocationDraft {
  const draft = emptyLocationDraft();
  for (const key of textFields) draft[key] = page[key] ?? '';
  return { ...draft, ogImage: ogImageDraftFrom(page) };
}

export function locationInputFromDraft({ ogImage, ...draft }: LocationDraft): LocationPageInput & OgImageChoice {
  const input = { ...draft };
  for (const key of textFields) {
    if (!(htmlLocationFields as readonly string[]).includes(key)) input[key] = input[key].trim();
  }
  return { ...input, ...ogImageInput(ogImage) };
}

export function sameLocationDraft(a: LocationDraft, b: LocationDraft): boolean {
  return JSON.stringify(locationInputFromDraft(a)) === JSON.stringify(locationInputFromDraft(b));
}

const { titleMax, metaMax, htmlParagraphMaxBytes } = contentLimits;

// Characters of text in the editor's HTML (tags dropped, an entity counts as one), without a DOM so it
// runs anywhere; the API counts the same text after sanitising.
function textLength(html: string): number {
  return html.replace(/<[^>]*>/g, ' ').replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, 'x').replace(/\s+/g, ' ').trim().length;
}

export function validateLocationDraft(draft: LocationDraft): FieldErrors {
  const errors: FieldErrors = {};
  const input = locationInputFromDraft(draft);
  for (const field of requiredLocationFields) {
    if (input[field] === '') errors[field] = `${locationFieldLabels[field]} is required.`;
  }
  if (!errors['main_paragraph'] && textLength(input.main_paragraph) < locationIntroMinChars) {
    errors['main_paragraph'] = `${locationFieldLabels.main_paragraph} needs at least ${locationIntroMinChars} characters of text.`;
  }
  if (draft.slug_url.trim().length > titleMax) errors['slug_url'] = `The web address must be at most ${titleMax} characters.`;
  for (const field of headingFields) {
    if (!errors[field] && input[field].length > titleMax) errors[field] = `${locationFieldLabels[field]} must be at most ${titleMax} characters.`;
  }
  for (const field of htmlLocationFields) {
    if (!errors[field] && byteLength(input[field]) > htmlParagraphMaxBytes) errors[field] = `${locationFieldLabels[field]} is too long (at most ${htmlParagraphMaxBytes / 1000} kB).`;
  }
  for (const field of metaFields) {
    if (!errors[field] && input[field].length > metaMax) errors[field] = `${locationFieldLabels[field]} must be at most ${metaMax} characters.`;
  }
  if (!errors['meta_link'] && !isWebUrl(input.meta_link)) errors['meta_link'] = 'Enter a full address starting with https:// or a path starting with /.';
  return errors;
}
