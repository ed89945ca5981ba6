import { responsiveImage } from '../utils/blog-image';

type PostHeroImageProps = { image: string; alt: string; caption: string; fallback: string };

// The post's own picture with the alt text and caption it was uploaded with. An image without alt
// text (decorative, or not from the media library) keeps alt="" so screen readers skip it.
export function PostHeroImage({ image, alt, caption, fallback }: PostHeroImageProps) {
  const img = responsiveImage(image, fallback);
  return (
    <figure className="post-hero">
      <img
        className="post-hero-img"
        src={img.src}
        srcSet={img.srcSet}
        sizes={img.srcSet ? '(min-width: 1200px) 780px, (min-width: 992px) 60vw, 100vw' : undefined}
        width={960}
        height={540}
        alt={image ? alt : ''}
        decoding="async"
        fetchPriority="high"
      />
      {image && caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}
