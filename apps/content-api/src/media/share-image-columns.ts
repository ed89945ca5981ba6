import type { ShareImage } from '@hvac/contracts';
import { withIsoUpdatedAt } from '../database/prepared-read';

// SQL for public reads of content with images: media rows are joined (one statement), never looked up
// per row.

// The item's main image in the media library, by its URL (a unique index).
export function mainImageJoin(table: string, urlColumn: string): string {
  return `LEFT JOIN content.media main_image ON main_image.url = ${table}.${urlColumn}`;
}

// The share picture: the chosen image, else the main image when the read joined one.
export function shareImageJoin(table: string, withMainImage: boolean): string {
  const chosen = withMainImage ? `COALESCE(${table}.og_media_id, main_image.media_id)` : `${table}.og_media_id`;
  return `LEFT JOIN content.media share_image ON share_image.media_id = ${chosen}`;
}

// Selected as plain columns (building JSON per row in SQL made a list of 200 posts a fifth slower) and
// shaped by toPublicRow.
export const shareImageColumns = `share_image.og_url AS share_url, share_image.alt AS share_alt`;
type ShareImageColumns = { share_url: string | null; share_alt: string | null };

// A row as the wire has it: updated_at as ISO text in its place, the share picture last as og_image
// ({url, alt} of the 1200x630 rendition, or null).
export function toPublicRow<Row extends ShareImageColumns & { updated_at: Date }>({ share_url, share_alt, ...row }: Row) {
  const image: ShareImage | null = share_url ? { url: share_url, alt: share_alt ?? '' } : null;
  return { ...withIsoUpdatedAt(row), og_image: image };
}
