import type { ReactNode } from 'react';
import { telHref, type Testimonial } from '@hvac/contracts';
import { paths } from '../../../config/paths';
import { Accordion, type AccordionItem } from '../../../components/ui/accordion';
import { ButtonAnchor, ButtonLink } from '../../../components/ui/button';
import { CheckIcon, PhoneIcon } from '../../../components/ui/icons';
import { useSiteSettings } from '../../../lib/site-settings';
import { PageSection, type SectionTone } from './page-section';

type ContentBlockProps = {
  eyebrow?: string;
  heading: string;
  headingId?: string;
  paragraphs?: readonly string[];
  image?: { src: string; width: number; height: number; alt: string };
  figure?: { value: string; label: string };
  button?: { label: string; to: string };
  bullets?: readonly string[];
  quote?: Testimonial;
  faq?: readonly AccordionItem[];
  callButton?: boolean;
  reverse?: boolean;
  children?: ReactNode;
};

// One customer review as a quotation with its author.
export function ReviewQuote({ review }: { review: Testimonial }) {
  return (
    <figure className="quote">
      <blockquote>
        <p>“{review.text}”</p>
      </blockquote>
      <figcaption>
        {review.customerName}
        {review.detail ? `, ${review.detail}` : ''}
      </figcaption>
    </figure>
  );
}

function CallUsButton() {
  const { phones } = useSiteSettings();
  return (
    <ButtonAnchor href={telHref(phones.main)} variant="primary">
      <PhoneIcon /> Call us {phones.main}
    </ButtonAnchor>
  );
}

// The reusable content block: image, heading, paragraphs and any of: button, bullet list,
// review quote (with an About Us button), accordion, call button on the office line.
export function ContentBlock({ eyebrow, heading, headingId, paragraphs = [], image, figure, button, bullets, quote, faq, callButton, reverse, children }: ContentBlockProps) {
  return (
    <div className={`split${reverse ? ' split--reverse' : ''}`}>
      {image ? (
        <div className="split__media">
          <img src={image.src} width={image.width} height={image.height} alt={image.alt} loading="lazy" decoding="async" />
          {figure ? (
            <p className="badge-figure">
              <strong>{figure.value}</strong>
              <span>{figure.label}</span>
            </p>
          ) : null}
        </div>
      ) : null}
      <div>
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h2 id={headingId}>{heading}</h2>
        {paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        {bullets ? (
          <ul className="check-list check-list--2">
            {bullets.map((b) => (
              <li key={b}>
                <CheckIcon />
                <span>{b}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {quote ? (
          <>
            {/* A figcaption must be the figure's first or last child, so the button sits after it. */}
            <ReviewQuote review={quote} />
            <div className="quote__action">
              <ButtonLink to={paths.about.getHref()} variant="outline">About Us</ButtonLink>
            </div>
          </>
        ) : null}
        {faq ? <Accordion items={faq} /> : null}
        {children}
        {button || callButton ? (
          <div className="btn-row" style={{ marginTop: 24 }}>
            {button ? <ButtonLink to={button.to} variant="navy">{button.label}</ButtonLink> : null}
            {callButton ? <CallUsButton /> : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}

// A content block as a band of its own, named by the block's heading.
export function ContentSection({ tone, ...block }: ContentBlockProps & { tone?: SectionTone }) {
  return (
    <PageSection tone={tone} headingId={block.headingId}>
      <ContentBlock {...block} />
    </PageSection>
  );
}
