import type { ReactNode } from 'react';

export type SectionTone = 'soft' | 'navy';

type PageSectionProps = {
  tone?: SectionTone;
  // The id of the heading that names the section: the head's own, or one the content renders.
  headingId?: string;
  // With a heading, the section opens with the centred head: eyebrow, heading and an optional intro.
  eyebrow?: string;
  heading?: string;
  intro?: ReactNode;
  children: ReactNode;
};

// A full-width band of a page with its background tone and centred container.
export function PageSection({ tone, headingId, eyebrow, heading, intro, children }: PageSectionProps) {
  return (
    <section className={tone ? `section section--${tone}` : 'section'} aria-labelledby={headingId}>
      <div className="container">
        {heading ? (
          <div className="section-head">
            {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
            <h2 id={headingId}>{heading}</h2>
            {intro ? <p>{intro}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
