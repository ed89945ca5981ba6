import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { business, formatPostalAddress, serviceAreaGroups, services } from '@hvac/site';
import { paths } from '../../../config/paths';
import { FacebookIcon, InstagramIcon, PhoneIcon } from '../../../components/ui/icons';
import { Logo } from './logo';

export function SocialLinks({ className = 'social-link' }: { className?: string }) {
  return (
    <>
      {business.social.map((s) => (
        <a key={s.network} className={className} href={s.url} aria-label={`${business.name} on ${s.network}`} rel="noopener" target="_blank">
          {s.network === 'Facebook' ? <FacebookIcon /> : <InstagramIcon />}
        </a>
      ))}
    </>
  );
}

// The newsletter sign-up belongs to the forms feature; the layout route passes it in.
export function Footer({ newsletter }: { newsletter: ReactNode }) {
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div>
          <Logo />
          <p>{business.tagline}. A family-run contractor serving homes, businesses and industrial sites across Halton, Peel and Waterloo Region.</p>
          <p style={{ margin: 0 }}>24/7 emergency line</p>
          <a className="footer__emergency" href={`tel:${business.phones.emergency.tel}`}>
            <PhoneIcon /> {business.phones.emergency.display}
          </a>
          <div className="hero__social" style={{ marginTop: 18 }}>
            <SocialLinks />
          </div>
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services">Services</h2>
          <ul>
            {services.map((s) => (
              <li key={s.slug}>
                <Link to={paths.service.getHref(s.slug)}>{s.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2>Service Areas</h2>
          <ul className="footer__areas">
            {serviceAreaGroups.flat().map((town) => (
              <li key={town}>{town}</li>
            ))}
          </ul>
          <h2 style={{ marginTop: 24 }}>Company</h2>
          <ul>
            <li><Link to={paths.about.getHref()}>About us</Link></li>
            <li><Link to={paths.blog.getHref()}>Blog</Link></li>
            <li><Link to={paths.serviceAreas.getHref()}>Service areas</Link></li>
            <li><Link to={paths.contact.getHref()}>Contact and booking</Link></li>
            <li><Link to={paths.privacy.getHref()}>Privacy</Link></li>
          </ul>
        </div>
        <div>
          {newsletter}
        </div>
      </div>
      <div className="container footer__bottom">
        <span>
          © {year} {business.legalName} · {formatPostalAddress()} · {business.hours.office.label}
        </span>
        <span>
          <a href={`mailto:${business.email}`}>{business.email}</a> · Office <a href={`tel:${business.phones.office.tel}`}>{business.phones.office.display}</a>
        </span>
      </div>
    </footer>
  );
}
