import { z } from 'zod';
import { publishStates } from '../publishing';
import { boundedInt, htmlField, orEmpty } from './schema-fields';

// What the bodies of posts and town pages share.

// Ids are Postgres integers.
export const maxId = 2 ** 31 - 1;

// An HTML field, sanitised on save by content-api; left out or null, it is empty.
export const optionalHtml = (maxBytes: number) => orEmpty(htmlField(maxBytes), '').meta({ description: 'HTML, sanitised on save; at most 100 kB' });

// A read-only field an edit form may send back with the rest of what it loaded: allowed, and ignored.
export const sentBackIgnored = (note = '') => z.unknown().optional().meta({ description: `Ignored; an edit form may send it back${note}` });

// The publication, the share picture, and the read-only fields an edit form sends back (only the If-Match
// header carries the version).
export const editedItemFields = {
  updated_at: sentBackIgnored(),
  version: sentBackIgnored(),
  state: z
    .enum(publishStates)
    .nullish()
    .transform((state) => state ?? undefined)
    .meta({ description: 'Without it: a new item is published at its published_date (later = scheduled), an edit keeps the state' }),
  publishAt: z
    .string()
    .max(40, 'must be a date and time')
    .nullish()
    .transform((at) => at ?? undefined)
    .meta({ example: '2026-12-01T09:00', description: 'Toronto wall time, or an ISO 8601 instant with Z or an offset' }),
  og_image_id: boundedInt(1, maxId, 'must be the media_id of an image in the media library, or null')
    .nullable()
    .optional()
    .meta({ description: 'media_id of the Open Graph image (GET /api/admin/media); null: the default (a post its own image, a location page the site picture); left out: unchanged' }),
  og_image: sentBackIgnored(' (og_image_id sets it)'),
};
