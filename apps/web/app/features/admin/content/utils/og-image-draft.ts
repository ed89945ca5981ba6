import { type MediaItem, type OgImageChoice, type OgImageRead, shareImageUrl } from '@hvac/contracts';

// The share picture chosen in a form: the library image's id, and what the form shows of it (its
// 1200x630 rendition and alt text). null: the default.
export type OgImageDraft = { media_id: number; url: string; alt: string };

// An item read for the editor carries its choice and the picture it shares.
export type WithOgImage = Partial<OgImageRead>;

export function ogImageDraftFrom(item: WithOgImage): OgImageDraft | null {
  if (!item.og_image_id) return null;
  return { media_id: item.og_image_id, url: item.og_image?.url ?? '', alt: item.og_image?.alt ?? '' };
}

export function ogImageDraftFromMedia(item: MediaItem): OgImageDraft {
  return { media_id: item.media_id, url: shareImageUrl(item.url), alt: item.alt };
}

export function ogImageInput(draft: OgImageDraft | null): OgImageChoice {
  return { og_image_id: draft?.media_id ?? null };
}
