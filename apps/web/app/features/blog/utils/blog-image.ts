import { imageVariantUrl, imageVariantWidths, mediaPrefix } from '@hvac/contracts';

export type ResponsiveImage = { src: string; srcSet?: string };

// Uploaded images (under /media/) have WebP variants; anything else is used as it is.
export function responsiveImage(url: string | null | undefined, fallback: string): ResponsiveImage {
  if (!url) return { src: fallback };
  if (!url.startsWith(mediaPrefix)) return { src: url };
  return {
    src: imageVariantUrl(url, 960),
    srcSet: imageVariantWidths.map((w) => `${imageVariantUrl(url, w)} ${w}w`).join(', '),
  };
}
