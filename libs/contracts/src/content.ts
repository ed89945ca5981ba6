export type BlogSection = { heading: string; paragraph: string };

export type Blog = {
  blog_id: number;
  title: string;
  slug_url: string;
  brief_paragraph: string;
  blog_image: string;
  published_date: string;
  category: number;
  metaTitle: string;
  metaDescription: string;
  canonicalLink: string;
  blogs_content: BlogSection[];
  updated_at: string;
};

// What a post's card shows (GET /blogs?fields=summary): no sections, meta fields or canonical link.
export type BlogSummary = Pick<Blog, 'blog_id' | 'title' | 'slug_url' | 'brief_paragraph' | 'blog_image' | 'published_date' | 'category'>;

export type BlogInput = Omit<Blog, 'blog_id' | 'updated_at' | 'category' | 'slug_url'> & {
  category: number | string;
  slug_url?: string;
};

export type Category = { category_id: number; category: string };
export const allCategoryName = 'All';

export type LocationPage = {
  location_id: number;
  slug_url: string;
  main_heading: string;
  main_paragraph: string;
  highlighted_heading: string;
  heading_1: string;
  heading_2: string;
  heading_3: string;
  heading_4: string;
  paragraph_1: string;
  paragraph_2: string;
  paragraph_3: string;
  paragraph_4: string;
  meta_title: string;
  meta_keywords: string;
  meta_link: string;
  meta_description: string;
  updated_at: string;
};

export type LocationPageInput = Omit<LocationPage, 'location_id' | 'updated_at' | 'slug_url'> & { slug_url?: string };

export const contentLimits = {
  titleMax: 200,
  metaMax: 300,
  // Image addresses (blog_image); canonical links keep metaMax.
  urlMax: 2048,
  htmlParagraphMaxBytes: 100_000,
  sectionsMax: 50,
  uploadMaxBytes: 10 * 1024 * 1024,
  // Decoded size cap of an uploaded image (decompression-bomb guard).
  uploadMaxPixels: 40_000_000,
  jsonBodyMaxBytes: 1024 * 1024,
} as const;

// POST /api/upload answers 201 with the stored image's site-relative URL as a text/plain body (the spec:
// "the image URL is the reply data itself"), e.g. /media/images/<uuid>.jpg.
export type UploadReply = string;

// Uploaded images get WebP variants named `<key>-<width>.webp` beside the original `<key>.<ext>`.
export const imageVariantWidths = [480, 960, 1600] as const;
export const mediaPrefix = '/media/';
export function imageVariantUrl(originalUrl: string, width: (typeof imageVariantWidths)[number]): string {
  return originalUrl.replace(/\.[a-z0-9]+$/i, `-${width}.webp`);
}

// Categories screen: POST /api/categories and PATCH /api/categories/:id take a name; PUT
// /api/categories/order takes every category id in the new order; DELETE /api/categories/:id?move_to=<id>
// moves the category's posts to another category first.
export type CategoryInput = { category: string };
export type CategoryOrderInput = { category_ids: number[] };
export const categoryNameMax = 100;

// The media library. Uploads send alt (required unless decorative=true, which stores alt="" on
// purpose) and an optional caption as form fields beside the image; GET /api/admin/media lists them
// newest first as a Page<MediaItem> for the admin's image picker.
export type MediaItem = {
  media_id: number;
  url: string;
  alt: string;
  decorative: boolean;
  caption: string;
  width: number;
  height: number;
  uploaded_by: string | null;
  uploaded_at: string;
};
export const mediaTextMax = 300;

// Public post reads (GET /blogs, /single-blog) also carry the post image's alt text and caption from
// the media library: '' when the image is decorative or was not uploaded through /api/upload.
export type BlogImageText = { blog_image_alt: string; blog_image_caption: string };

// GET /blogs/count?category=: how many posts GET /blogs lists with the same filter.
export type BlogCount = { total: number };

// Share pictures (Open Graph). Every upload also gets a 1200x630 cover-cropped JPEG `<key>-og.jpg`
// beside the original. Posts and location pages may choose one from the media library (`og_image_id`;
// null: the default, a post's own image when it came from the library, else the site's picture).
export const shareImageSize = { width: 1200, height: 630 } as const;
export function shareImageUrl(originalUrl: string): string {
  return originalUrl.replace(/\.[a-z0-9]+$/i, '-og.jpg');
}
export type OgImageChoice = { og_image_id: number | null };
// On reads: the rendition to share (chosen, else the default) with the image's alt text ('' when
// decorative), or null when there is none.
export type ShareImage = { url: string; alt: string };
export type OgImageRead = OgImageChoice & { og_image: ShareImage | null };
