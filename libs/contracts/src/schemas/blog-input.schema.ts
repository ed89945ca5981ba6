import { z } from 'zod';
import { type BlogInput, contentLimits, type OgImageChoice } from '../content';
import { publishStates, publishTimeOf, type PublicationInput } from '../publishing';
import { boundedInt, htmlField, orEmpty, textField, webUrlField } from './schema-fields';

// POST /blogs and PUT /blogs/{id}: one body (PUT replaces the whole post). content-api validates with it,
// the post editor checks its draft with it.

const { titleMax, metaMax, urlMax, htmlParagraphMaxBytes } = contentLimits;
const maxId = 2 ** 31 - 1;
const html = () => orEmpty(htmlField(htmlParagraphMaxBytes), '').meta({ description: 'HTML, sanitised on save; at most 100 kB' });
// A read-only field an edit form may send back with the rest of what it loaded: allowed, and ignored.
const sentBackIgnored = (note = '') => z.unknown().optional().meta({ description: `Ignored; an edit form may send it back${note}` });

// What the bodies of posts and location pages share beside their own fields: the publication, the share
// picture, and the read-only fields an edit form sends back (only the If-Match header carries the version).
export const editedItemFields = {
  updated_at: sentBackIgnored(),
  version: sentBackIgnored(),
  state: z.enum(publishStates).nullish().transform((state) => state ?? undefined).meta({ description: 'Without it: a new item is published at its published_date (later = scheduled), an edit keeps the state' }),
  publishAt: z.string().max(40, 'must be a date and time').nullish().transform((at) => at ?? undefined).meta({ example: '2026-12-01T09:00', description: 'Toronto wall time, or an ISO 8601 instant with Z or an offset' }),
  og_image_id: boundedInt(1, maxId, 'must be the media_id of an image in the media library, or null')
    .nullable()
    .optional()
    .meta({ description: 'media_id of the Open Graph image (GET /api/admin/media); null: the default (a post its own image, a location page the site picture); left out: unchanged' }),
  og_image: sentBackIgnored(' (og_image_id sets it)'),
};

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
