import { locationIntroMinChars, type LocationPage, type LocationPageInput, type OgImageChoice, requiredLocationPageFields } from '@hvac/contracts';
import { locationPageInputSchema } from '@hvac/contracts/schemas';
import { type FieldErrors, schemaResolver } from '../../kit/hooks/use-schema-form';
import { type OgImageDraft, ogImageDraftFrom, ogImageInput, type WithOgImage } from './og-image-draft';

// The page's text fields, and its share picture.
export type LocationDraft = Omit<LocationPageInput, 'slug_url'> & { slug_url: string; ogImage: OgImageDraft | null };
export type LocationField = Exclude<keyof LocationDraft, 'ogImage'>;

export const sectionNumbers = [1, 2, 3, 4] as const;

export const htmlLocationFields = ['main_paragraph', 'paragraph_1', 'paragraph_2', 'paragraph_3', 'paragraph_4'] as const;

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

// The draft is checked as the API will receive it (trimmed), by the schema content-api validates town pages
// with (locationPageInputSchema in @hvac/contracts), in the server's words.
export const locationDraftResolver = schemaResolver<LocationDraft>(locationPageInputSchema, { toInput: locationInputFromDraft });

// Characters of text in the editor's HTML (tags dropped, an entity counts as one), without a DOM so it
// runs anywhere; the API counts the same text after sanitising.
function textLength(html: string): number {
  return html.replace(/<[^>]*>/g, ' ').replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, 'x').replace(/\s+/g, ' ').trim().length;
}

// content-api measures the introduction after sanitising, so the schema cannot: the same rule, in its words.
export function checkLocationIntro(draft: LocationDraft): FieldErrors {
  const length = textLength(draft.main_paragraph);
  return draft.main_paragraph !== '' && length < locationIntroMinChars ? { main_paragraph: `main_paragraph must have at least ${locationIntroMinChars} characters of text` } : {};
}
