import { carouselSettings, loopSlides, maxPerView, perViewAt } from '../carousel-settings';

describe('perViewAt', () => {
  it('follows the spec for the services carousel: 1 below 600, 2 from 600, 4 from 992', () => {
    const s = carouselSettings.services;
    expect([360, 599, 600, 768, 991, 992, 1280].map((w) => perViewAt(s, w))).toEqual([1, 1, 2, 2, 2, 4, 4]);
  });

  it('shows 1 blog card, 3 from 992', () => {
    expect([360, 768, 992, 1280].map((w) => perViewAt(carouselSettings.blog, w))).toEqual([1, 1, 3, 3]);
  });

  it('shows one testimonial everywhere', () => {
    expect(perViewAt(carouselSettings.testimonials, 1280)).toBe(1);
  });
});

describe('loopSlides', () => {
  it('does not repeat a list that is already longer than the visible slides', () => {
    const slides = loopSlides(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], 4);
    expect(slides.map((s) => s.item)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(slides.every((s) => s.copy === 0)).toBe(true);
  });

  it('repeats a short list just enough for the loop', () => {
    const slides = loopSlides(['a', 'b'], 3);
    expect(slides.map((s) => s.item)).toEqual(['a', 'b', 'a', 'b', 'a', 'b']);
    expect(slides.map((s) => s.copy)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('returns nothing for an empty list', () => {
    expect(loopSlides([], 3)).toEqual([]);
  });

  it('knows the widest layout of each carousel', () => {
    expect(maxPerView(carouselSettings.services)).toBe(4);
    expect(maxPerView(carouselSettings.blog)).toBe(3);
  });
});
