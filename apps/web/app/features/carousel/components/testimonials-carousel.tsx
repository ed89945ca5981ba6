import { testimonials } from '@hvac/site';
import { Carousel } from './carousel';

// The customer reviews, as Home and About show them.
export function TestimonialsCarousel() {
  return (
    <Carousel
      kind="testimonials"
      label="Customer reviews"
      dark
      slides={testimonials.map((t) => ({
        key: t.clientName,
        node: (
          <figure className="testimonial">
            <blockquote>“{t.clientReview}”</blockquote>
            <figcaption>
              <cite>{t.clientName}</cite>
              <small>{t.rank}</small>
            </figcaption>
          </figure>
        ),
      }))}
    />
  );
}
