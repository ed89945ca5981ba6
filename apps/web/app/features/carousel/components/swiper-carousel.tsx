import { useEffect, useState } from 'react';
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import type { CarouselSettings } from '../utils/carousel-settings';
import type { CarouselSlide } from './carousel';

type Props = { settings: CarouselSettings; label: string; slides: { item: CarouselSlide; copy: number }[] };

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  useEffect(() => {
    const mq = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onChange = () => setReduced(mq.matches);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

export default function SwiperCarousel({ settings, label, slides }: Props) {
  const reduced = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(!reduced);

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (playing && !reduced) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing, reduced]);

  const breakpoints = Object.fromEntries(Object.entries(settings.perView).map(([min, n]) => [min, { slidesPerView: n }]));

  return (
    <>
      <Swiper
        modules={[Autoplay, A11y, Keyboard]}
        onSwiper={setSwiper}
        loop
        spaceBetween={settings.gap}
        slidesPerView={1}
        breakpoints={breakpoints}
        // WCAG 2.2.2: a swipe, an arrow (button or key) stops the autoplay for good; only Play starts it again.
        autoplay={reduced ? false : { delay: settings.delay, pauseOnMouseEnter: true, disableOnInteraction: true }}
        onAutoplayStop={() => setPlaying(false)}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ enabled: true, containerRoleDescriptionMessage: 'carousel', itemRoleDescriptionMessage: 'slide', slideLabelMessage: '{{index}} of {{slidesLength}}' }}
        // Focus inside a slide pauses the autoplay so keyboard users are not chased by moving content.
        onFocus={() => swiper?.autoplay.pause()}
        onBlur={() => playing && !reduced && swiper?.autoplay.resume()}
      >
        {slides.map(({ item, copy }) => (
          <SwiperSlide key={`${item.key}-${copy}`} aria-hidden={copy > 0 ? true : undefined} inert={copy > 0 ? true : undefined}>
            {item.node}
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="carousel__controls">
        <button type="button" className="carousel__btn" onClick={() => swiper?.slidePrev()} aria-label={`Previous: ${label}`}>
          <ChevronLeftIcon />
        </button>
        {!reduced ? (
          <button type="button" className="carousel__btn carousel__play" onClick={() => setPlaying((p) => !p)} aria-pressed={!playing} aria-label={playing ? 'Pause the carousel' : 'Play the carousel'}>
            {playing ? (
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor" /><rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor" /></svg>
            ) : (
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M7 5v14l12-7z" fill="currentColor" /></svg>
            )}
          </button>
        ) : null}
        <button type="button" className="carousel__btn" onClick={() => swiper?.slideNext()} aria-label={`Next: ${label}`}>
          <ChevronRightIcon />
        </button>
      </div>
    </>
  );
}
