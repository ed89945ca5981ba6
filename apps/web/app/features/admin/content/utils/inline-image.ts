import { imageVariantUrl, imageVariantWidths, mediaPrefix } from '@hvac/contracts';
import type { ImageDescription } from '../../kit/api/upload-image';

// An image placed inside rich text, as the editor keeps it and writes it out: <figure><img> with an
// optional <figcaption>. alt "" marks a decorative image; null (an image written elsewhere without
// one) is left out, and the server then refuses the text until the image is described.
export type FigureAttrs = {
  src: string;
  srcset: string | null;
  sizes: string | null;
  alt: string | null;
  width: number | null;
  height: number | null;
  caption: string;
};

// The reading column of a post is at most about 720 pixels wide.
const columnSizes = '(min-width: 992px) 720px, 100vw';

export type PlacedImage = { url: string; width: number; height: number };

// A library image at its WebP sizes with its own size, so the page keeps its place before it loads.
export function figureAttrsFor(image: PlacedImage, description: ImageDescription): FigureAttrs {
  const fromLibrary = image.url.startsWith(mediaPrefix);
  return {
    src: fromLibrary ? imageVariantUrl(image.url, 960) : image.url,
    srcset: fromLibrary ? imageVariantWidths.map((w) => `${imageVariantUrl(image.url, w)} ${w}w`).join(', ') : null,
    sizes: fromLibrary ? columnSizes : null,
    alt: description.decorative ? '' : description.alt.trim(),
    width: image.width,
    height: image.height,
    caption: description.caption.trim(),
  };
}

// An image already in the text, opened to change its description: decorative when its alt is empty on
// purpose; an image without alt (written elsewhere) starts undescribed.
export function descriptionOf(attrs: FigureAttrs): ImageDescription {
  return { alt: attrs.alt ?? '', decorative: attrs.alt === '', caption: attrs.caption };
}

export function redescribed(attrs: FigureAttrs, description: ImageDescription): FigureAttrs {
  return { ...attrs, alt: description.decorative ? '' : description.alt.trim(), caption: description.caption.trim() };
}

// What the insert form says before anything is sent: an image to place, and its alt text unless it is decorative.
export function inlineImageErrors(hasImage: boolean, description: ImageDescription): { image?: string; alt?: string } {
  return {
    ...(hasImage ? {} : { image: 'Choose an image from the library or upload one.' }),
    ...(description.decorative || description.alt.trim() ? {} : { alt: 'Describe what the image shows, or tick "Decorative".' }),
  };
}

// The DOM shape of an inline image; images load lazily and never hold up the page.
export type FigureSpec = ['figure', ...unknown[]];
export function figureSpec(attrs: FigureAttrs): FigureSpec {
  const { caption, ...image } = attrs;
  const img = ['img', { ...image, loading: 'lazy', decoding: 'async' }];
  return caption ? ['figure', img, ['figcaption', caption]] : ['figure', img];
}
