// The spec's carousel settings (section 9). Breakpoints are min-widths in px.
export type CarouselKind = 'services' | 'blog' | 'testimonials';

export type CarouselSettings = { delay: number; gap: number; perView: Readonly<Record<number, number>> };

export const carouselSettings: Readonly<Record<CarouselKind, CarouselSettings>> = {
  services: { delay: 1500, gap: 30, perView: { 0: 1, 600: 2, 992: 4 } },
  blog: { delay: 2000, gap: 50, perView: { 0: 1, 992: 3 } },
  testimonials: { delay: 2000, gap: 30, perView: { 0: 1 } },
};

export function maxPerView(settings: CarouselSettings): number {
  return Math.max(...Object.values(settings.perView));
}

export function perViewAt(settings: CarouselSettings, width: number): number {
  const steps = Object.keys(settings.perView).map(Number).sort((a, b) => a - b);
  let value = settings.perView[0] ?? 1;
  for (const min of steps) if (width >= min) value = settings.perView[min];
  return value;
}

// Loop mode needs more slides than are visible at once; a short list is repeated only that far
// (decisions.md: no duplicated cards beyond what the loop needs).
export function loopSlides<T>(items: readonly T[], visible: number): { item: T; copy: number }[] {
  if (items.length === 0) return [];
  const needed = items.length > visible ? items.length : visible * 2;
  const out: { item: T; copy: number }[] = [];
  for (let i = 0; out.length < Math.max(needed, items.length); i++) out.push({ item: items[i % items.length], copy: Math.floor(i / items.length) });
  return out;
}
