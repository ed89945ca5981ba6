import { useSiteSettings } from '../../../lib/site-settings';
import { Carousel } from './carousel';

// The customer reviews the owner published (with each customer's consent), as Home and About show them.
export function TestimonialsCarousel() {
  const { testimonials } = useSiteSettings();
  return (
    <Carousel
      kind="testimonials"
      label="Customer reviews"
      dark
      slides={testimonials.map((t) => ({
        key: `${t.customerName}-${t.consentDate}`,
        node: (
          <figure className="testimonial">
            <blockquote>“{t.text}”</blockquote>
            <figcaption>
              <cite>{t.customerName}</cite>
              {t.detail ? <small>{t.detail}</small> : null}
            </figcaption>
          </figure>
        ),
      }))}
    />
  );
}
