import { telHref } from '@hvac/contracts';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../components/ui/icons';
import { MapFacade } from '../features/contact/components/map-facade';
import { getOpenWindows } from '../features/booking/api/get-open-windows.server';
import { windowPickerSlot } from '../features/booking/components/window-picker';
import { ContactForm } from '../features/forms/components/contact-form';
import { SocialLinks } from '../features/layout/components/footer';
import { Hero } from '../features/layout/components/hero';
import { breadcrumbJsonLd } from '../features/seo/json-ld';
import { JsonLd } from '../features/seo/json-ld-script';
import { buildMeta, siteFromMatches } from '../features/seo/meta';
import { useSiteUrl } from '../features/seo/use-site-url';
import { formatOpeningHours, formatStreetAddress, siteSettingsFromMatches, useSiteSettings } from '../lib/site-settings';
import type { Route } from './+types/contact';
// The window picker's styles (the component itself stays importable by unit tests).
import '../features/booking/styles/booking.css';

const crumbs = [
  { name: 'Home', path: paths.home.getHref() },
  { name: 'Contact', path: paths.contact.getHref() },
];

export function meta({ matches }: Route.MetaArgs) {
  const settings = siteSettingsFromMatches(matches);
  return buildMeta({
    title: 'Contact Us and Book an Appointment',
    description: `Book a heating, cooling or gas appointment, or call our 24/7 emergency line. Office hours ${formatOpeningHours(settings.openingHours)}, based in ${settings.address.locality}, Ontario.`,
    path: paths.contact.getHref(),
    ...siteFromMatches(matches),
  });
}

// Book An Appointment offers the open arrival windows, rendered on the server.
export async function loader() {
  return { openWindows: await getOpenWindows() };
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const siteUrl = useSiteUrl();
  const settings = useSiteSettings();
  return (
    <>
      <Hero heading="Contact" eyebrow="We are here to help" subheading="Book a visit or ask a question" text="Send the form and we will confirm a time within one business day. For no heat, no cooling or a gas smell, call the emergency line: it is answered around the clock." crumbs={crumbs} compact emergencyStrip />
      <section className="section" aria-labelledby="info-title">
        <div className="container split" style={{ alignItems: 'start' }}>
          <div>
            <h2 id="info-title">Contact information</h2>
            <div className="info-grid">
              <div className="info-item">
                <span className="info-item__icon"><MailIcon /></span>
                <div>
                  <h3>Email</h3>
                  <p><a href={`mailto:${settings.email}`}>{settings.email}</a></p>
                </div>
              </div>
              <div className="info-item">
                <span className="info-item__icon"><PhoneIcon /></span>
                <div>
                  <h3>Phone Number</h3>
                  <p>
                    24/7: <a href={telHref(settings.phones.emergency)}>{settings.phones.emergency}</a>
                    <br />
                    Office: <a href={telHref(settings.phones.main)}>{settings.phones.main}</a>
                  </p>
                </div>
              </div>
              <div className="info-item">
                <span className="info-item__icon"><MapPinIcon /></span>
                <div>
                  <h3>Our Address</h3>
                  <p>{settings.mailingAddress}</p>
                </div>
              </div>
              <div className="info-item">
                <span className="info-item__icon"><ClockIcon /></span>
                <div>
                  <h3>Working Hours</h3>
                  <p>
                    {formatOpeningHours(settings.openingHours)}
                    <br />
                    Emergency line 24/7
                  </p>
                </div>
              </div>
            </div>
            <p style={{ marginTop: 24 }}>
              <Link to={paths.book.getHref()}>Online booking</Link>: the booking form on a page of its own, to bookmark or share.
            </p>
            {settings.socialLinks.length ? (
              <div className="hero__social" style={{ marginTop: 24 }}>
                <span style={{ color: 'var(--muted)' }}>Follow us</span>
                <SocialLinks className="social-link social-link--dark" />
              </div>
            ) : null}
          </div>
          <ContactForm variant="appointment" windowPicker={windowPickerSlot(loaderData.openWindows)} />
        </div>
      </section>
      <section className="section section--soft" aria-labelledby="map-title">
        <div className="container map">
          <div>
            <h2 id="map-title">Find us</h2>
            <p>Our shop and office:</p>
            <address style={{ fontStyle: 'normal', fontWeight: 700, color: 'var(--navy-900)' }}>
              {settings.businessName}
              <br />
              {formatStreetAddress(settings.address)}
            </address>
            <p style={{ marginTop: 12 }}>Mail: {settings.mailingAddress}</p>
            <p>Our vans cover {settings.address.locality} and the surrounding region; most calls do not need a visit to the shop.</p>
          </div>
          <MapFacade />
        </div>
      </section>
      <JsonLd data={breadcrumbJsonLd(siteUrl, crumbs)} />
    </>
  );
}
