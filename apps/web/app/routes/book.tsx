import { telHref } from '@hvac/contracts';
import { paths } from '../config/paths';
import { getOpenWindows } from '../features/booking/api/get-open-windows.server';
import { windowPickerSlot } from '../features/booking/components/window-picker';
import { ContactForm } from '../features/forms/components/contact-form';
import { Hero } from '../features/layout/components/hero';
import { breadcrumbJsonLd } from '../features/seo/json-ld';
import { JsonLd } from '../features/seo/json-ld-script';
import { buildMeta, siteFromMatches } from '../features/seo/meta';
import { useSiteUrl } from '../features/seo/use-site-url';
import { siteSettingsFromMatches, useSiteSettings } from '../lib/site-settings';
import type { Route } from './+types/book';
// The window picker's styles (the component itself stays importable by unit tests).
import '../features/booking/styles/booking.css';

const crumbs = [
  { name: 'Home', path: paths.home.getHref() },
  { name: 'Book an appointment', path: paths.book.getHref() },
];

export function meta({ matches }: Route.MetaArgs) {
  const settings = siteSettingsFromMatches(matches);
  return buildMeta({
    title: 'Book a Heating or Cooling Appointment Online',
    description: `Pick a dated arrival window for a furnace, air conditioning or gas visit in ${settings.address.locality} and area, and get the confirmation at once. Emergencies: call 24/7.`,
    path: paths.book.getHref(),
    ...siteFromMatches(matches),
  });
}

export async function loader() {
  return { openWindows: await getOpenWindows() };
}

// The booking form on its own address, for the "Book" button of the Google profile and printed material.
export default function Book({ loaderData }: Route.ComponentProps) {
  const siteUrl = useSiteUrl();
  const { phones } = useSiteSettings();
  return (
    <>
      <Hero heading="Book an appointment" eyebrow="Online booking" subheading="Pick a day and an arrival window" text="Choose when suits you and get the confirmation by e-mail at once. No heat, no cooling or a gas smell? Do not wait for a window: call the emergency line, answered around the clock." crumbs={crumbs} compact emergencyStrip />
      <section className="section" aria-label="Booking form">
        <div className="container" style={{ maxWidth: 760 }}>
          <p>
            Emergency? Call us now: <a href={telHref(phones.emergency)}>{phones.emergency}</a>.
          </p>
          <ContactForm variant="appointment" windowPicker={windowPickerSlot(loaderData.openWindows)} />
        </div>
      </section>
      <JsonLd data={breadcrumbJsonLd(siteUrl, crumbs)} />
    </>
  );
}
