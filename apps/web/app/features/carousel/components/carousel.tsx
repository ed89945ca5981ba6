import { useEffect, useRef, useState, type ReactNode } from 'react';
import { lazyChunk } from '../../../components/ui/lazy-chunk';
import { carouselSettings, loopSlides, maxPerView, type CarouselKind } from '../utils/carousel-settings';

// Swiper's chunk: while it loads, or if it fails (then with a message and a retry), the static row stays.
const SwiperCarousel = lazyChunk(() => import('./swiper-carousel'), 'The slideshow');

export type CarouselSlide = { key: string; node: ReactNode };

type Props = { kind: CarouselKind; label: string; slides: readonly CarouselSlide[]; dark?: boolean };

// Server HTML and first paint show the slides in a CSS scroll-snap row with the final widths, so
// nothing shifts; swiper (and its CSS) loads only when the carousel comes near the viewport.
export function Carousel({ kind, label, slides, dark }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const settings = carouselSettings[kind];

  useEffect(() => {
    const el = ref.current;
    if (!el || !('IntersectionObserver' in window)) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setEnhanced(true);
          io.disconnect();
        }
      },
      { rootMargin: '300px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, []);

  // Until swiper takes over, the row scrolls natively: focusable so keyboard users can scroll it too.
  const staticTrack = (
    <div className="carousel__track" tabIndex={0}>
      {slides.map((s) => (
        <div key={s.key}>{s.node}</div>
      ))}
    </div>
  );

  return (
    <div ref={ref} className={`carousel carousel--${kind}${dark ? ' carousel--dark' : ''}`} role="region" aria-roledescription="carousel" aria-label={label} data-carousel={kind}>
      {enhanced && slides.length > 1 ? (
        <SwiperCarousel fallback={staticTrack} settings={settings} label={label} slides={loopSlides(slides, maxPerView(settings))} />
      ) : (
        staticTrack
      )}
    </div>
  );
}
