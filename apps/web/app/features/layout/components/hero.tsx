import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { telHref } from '@hvac/contracts';
import { paths } from '../../../config/paths';
import { ButtonAnchor, ButtonLink } from '../../../components/ui/button';
import { PhoneIcon } from '../../../components/ui/icons';
import { useSiteSettings } from '../../../lib/site-settings';
import { SocialLinks } from './footer';
import { PageSection, type SectionTone } from './page-section';

export type Crumb = { name: string; path: string };

type HeroProps = {
  heading: string;
  eyebrow?: string;
  subheading?: string;
  text?: ReactNode;
  button?: { label: string; to: string };
  art?: { src: string; width: number; height: number; alt?: string };
  crumbs?: readonly Crumb[];
  // The service-page variant carries a contact form beside the text.
  aside?: ReactNode;
  compact?: boolean;
  emergencyStrip?: boolean;
  children?: ReactNode;
};

export function Hero({ heading, eyebrow, subheading, text, button, art, crumbs, aside, compact, emergencyStrip, children }: HeroProps) {
  const { phones, socialLinks } = useSiteSettings();
  const classes = ['hero', compact ? 'hero--compact' : '', aside ? 'hero--form' : ''].filter(Boolean).join(' ');
  return (
    <>
      <section className={classes} aria-labelledby="page-title">
        <div className="container hero__inner">
          <div>
            {crumbs ? (
              <nav className="crumbs" aria-label="Breadcrumb">
                <ol>
                  {crumbs.map((c, i) => (
                    <li key={c.path}>
                      {i === crumbs.length - 1 ? <span aria-current="page">{c.name}</span> : <Link to={c.path}>{c.name}</Link>}
                    </li>
                  ))}
                </ol>
              </nav>
            ) : null}
            {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
            <h1 id="page-title">{heading}</h1>
            {subheading ? <p className="hero__sub">{subheading}</p> : null}
            {text ? <div className="hero__text">{typeof text === 'string' ? <p>{text}</p> : text}</div> : null}
            <div className="hero__actions">
              {button ? (
                <ButtonLink to={button.to} variant="light">
                  {button.label}
                </ButtonLink>
              ) : null}
              <ButtonAnchor href={telHref(phones.emergency)} variant="primary">
                <PhoneIcon />
                Emergency Service
              </ButtonAnchor>
            </div>
            {children}
            {socialLinks.length ? (
              <div className="hero__social">
                <span>Follow us</span>
                <SocialLinks />
              </div>
            ) : null}
          </div>
          {aside ? <div>{aside}</div> : null}
          {!aside && art ? (
            <div className="hero__art">
              <img src={art.src} width={art.width} height={art.height} alt={art.alt ?? ''} fetchPriority="high" decoding="async" />
            </div>
          ) : null}
        </div>
      </section>
      {emergencyStrip ? <EmergencyStrip /> : null}
    </>
  );
}

// Its text is the owner's, from the site settings.
export function EmergencyStrip() {
  const { phones, emergencyStripText } = useSiteSettings();
  return (
    <div className="emergency-strip">
      <div className="container emergency-strip__inner">
        <span>{emergencyStripText}</span>
        <a href={telHref(phones.emergency)}>{phones.emergency}</a>
      </div>
    </div>
  );
}

// The industrial and commercial containment banner with click-to-call, as a band of its own.
export function CallBanner({ tone }: { tone?: SectionTone }) {
  const { phones } = useSiteSettings();
  return (
    <PageSection tone={tone}>
      <div className="call-banner">
        <div>
          <h2>Industrial and commercial containment</h2>
          <p>Refrigerant leak, failed rooftop unit or a process line down? Contact us for containment and a crew on site, day or night.</p>
        </div>
        <ButtonAnchor href={telHref(phones.emergency)} variant="primary">
          <PhoneIcon /> Call {phones.emergency}
        </ButtonAnchor>
      </div>
    </PageSection>
  );
}

// The close of an article or a service page: call the emergency line or book a visit.
export function BookVisitBanner({ heading, text }: { heading: string; text: string }) {
  const { phones } = useSiteSettings();
  return (
    <div className="call-banner" style={{ marginTop: 40 }}>
      <div>
        <h2>{heading}</h2>
        <p>{text}</p>
      </div>
      <div className="btn-row">
        <ButtonAnchor href={telHref(phones.emergency)} variant="primary">
          <PhoneIcon /> {phones.emergency}
        </ButtonAnchor>
        <ButtonLink to={paths.contact.getHref()} variant="ghost-light">Book a visit</ButtonLink>
      </div>
    </div>
  );
}
