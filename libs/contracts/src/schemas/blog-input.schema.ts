import { z } from 'zod';
import { type BlogInput, contentLimits, type OgImageChoice } from '../content';
import { publishTimeOf, type PublicationInput } from '../publishing';
import { editedItemFields, maxId, optionalHtml, sentBackIgnored } from './edited-item.schema';
import { boundedInt, orEmpty, textField, webUrlField } from './schema-fields';

// POST /blogs and PUT /blogs/{id}: one body (PUT replaces the whole post). content-api validates with it,
// the post editor checks its draft with it.

const { titleMax, metaMax, urlMax, htmlParagraphMaxBytes } = contentLimits;
const html = () => optionalHtml(htmlParagraphMaxBytes);

export const blogSectionSchema = z.strictObject({
  heading: orEmpty(textField(titleMax), ''),
  paragraph: html(),
});

// The admin form posts the category as a string from a <select>; the contract says integer.
const notCategory = 'must be a category id';
const categoryId = z
  .union([z.number(), z.string().regex(/^\s*\d+\s*$/).transform(Number)], { error: notCategory })
  .pipe(boundedInt(1, maxId, notCategory))
  .meta({ description: 'An existing category id' });

export const blogInputSchema = z.strictObject({
  ...editedItemFields,
  title: textField(titleMax).min(1, 'is required'),
  slug_url: orEmpty(textField(titleMax), '').meta({ description: 'Normalised; taken from the title when empty; unique' }),
  brief_paragraph: html(),
  blog_image: orEmpty(webUrlField(urlMax), '').meta({ description: 'http(s) URL or site-relative path (e.g. the /media/... URL from the upload)' }),
  published_date: z
    .string()
    .refine((value) => value === '' || publishTimeOf(value) !== null, 'must be an ISO date such as 2025-01-31')
    .nullish()
    .transform((date) => date ?? '')
    .meta({
      example: '2025-01-31',
      description:
        'ISO 8601 date (published at the start of that day, Toronto time), Toronto wall time (2026-12-01T09:00) or instant (2026-11-26T23:00:00Z): published at that time, scheduled when it is later; today when left out or empty',
    }),
  category: categoryId,
  metaTitle: orEmpty(textField(metaMax), ''),
  metaDescription: orEmpty(textField(metaMax), ''),
  canonicalLink: orEmpty(webUrlField(metaMax), ''),
  blogs_content: orEmpty(z.array(blogSectionSchema), []).meta({ description: `Items with an empty heading and paragraph are dropped; at most ${contentLimits.sectionsMax} remain` }),
  // Read from the media library on every read; the image's own upload sets them.
  blog_id: sentBackIgnored(),
  blog_image_alt: sentBackIgnored(),
  blog_image_caption: sentBackIgnored(),
}) satisfies z.ZodType<BlogInput & PublicationInput & Partial<OgImageChoice>>;
