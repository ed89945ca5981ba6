import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { socialNetworks, telHref, type SocialNetwork } from '@hvac/contracts';
import { businessTagline } from '@hvac/site';
import { paths } from '../../../config/paths';
import { FacebookIcon, InstagramIcon, PhoneIcon } from '../../../components/ui/icons';
import { formatOpeningHours, useSiteSettings } from '../../../lib/site-settings';
import { Logo } from './logo';
import { ServiceLinks } from './service-links';

const networkIcons: Partial<Record<SocialNetwork, typeof FacebookIcon>> = { facebook: FacebookIcon, instagram: InstagramIcon };

// Only the links the owner has set; none are invented.
export function SocialLinks({ className = 'social-link' }: { className?: string }) {
  const { businessName, socialLinks } = useSiteSettings();
  return (
    <>
      {socialLinks.map((link) => {
        const { label } = socialNetworks[link.network];
        const Icon = networkIcons[link.network];
        return (
          <a key={link.url} className={className} href={link.url} aria-label={`${businessName} on ${label}`} rel="noopener" target="_blank">
            {Icon ? <Icon /> : label}
          </a>
        );
      })}
    </>
  );
}

// A service area links to its location page when the owner tied one to it.
function ServiceAreaList() {
  const { serviceAreas } = useSiteSettings();
  return (
    <ul className="footer__areas">
      {serviceAreas.map((area) => (
        <li key={area.name}>{area.locationSlug ? <Link to={paths.location.getHref(area.locationSlug)}>{area.name}</Link> : area.name}</li>
      ))}
    </ul>
  );
}

// The newsletter sign-up belongs to the forms feature; the layout route passes it in.
export function Footer({ newsletter }: { newsletter: ReactNode }) {
  const year = new Date().getFullYear();
  const settings = useSiteSettings();
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div>
          <Logo />
          <p>{businessTagline(settings.business)}. A family-run contractor serving homes, businesses and industrial sites across Halton, Peel and Waterloo Region.</p>
          <p style={{ margin: 0 }}>24/7 emergency line</p>
          <a className="footer__emergency" href={telHref(settings.phones.emergency)}>
            <PhoneIcon /> {settings.phones.emergency}
          </a>
          {settings.socialLinks.length ? (
            <div className="hero__social" style={{ marginTop: 18 }}>
              <SocialLinks />
            </div>
          ) : null}
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services">Services</h2>
          <ServiceLinks />
        </nav>
        <div>
          <h2>Service Areas</h2>
          <ServiceAreaList />
          <h2 style={{ marginTop: 24 }}>Company</h2>
          <ul>
            <li><Link to={paths.about.getHref()}>About us</Link></li>
            <li><Link to={paths.blog.getHref()}>Blog</Link></li>
            <li><Link to={paths.serviceAreas.getHref()}>Service areas</Link></li>
            <li><Link to={paths.contact.getHref()}>Contact and booking</Link></li>
            <li><Link to={paths.privacy.getHref()}>Privacy</Link></li>
            <li><Link to={paths.accessibility.getHref()}>Accessibility</Link></li>
          </ul>
        </div>
        <div>
          {newsletter}
        </div>
      </div>
      <div className="container footer__bottom">
        <span>
          © {year} {settings.businessName} · {settings.mailingAddress} · {formatOpeningHours(settings.openingHours)}
        </span>
        <span>
          <a href={`mailto:${settings.email}`}>{settings.email}</a> · Office <a href={telHref(settings.phones.main)}>{settings.phones.main}</a>
        </span>
      </div>
    </footer>
  );
}
