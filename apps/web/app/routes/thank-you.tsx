import { telHref } from '@hvac/contracts';
import { paths } from '../config/paths';
import { ButtonAnchor, ButtonLink } from '../components/ui/button';
import { CheckIcon, PhoneIcon } from '../components/ui/icons';
import { buildMeta, pageTitle } from '../features/seo/meta';
import { useSiteSettings } from '../lib/site-settings';
import { siteUrlFromMatches } from '../root-data';
import type { Route } from './+types/thank-you';

export function meta({ matches }: Route.MetaArgs) {
  return buildMeta({
    title: pageTitle('Thank You'),
    description: 'We have received your request and will be in touch soon.',
    path: paths.thankYou.getHref(),
    siteUrl: siteUrlFromMatches(matches),
    noindex: true,
  });
}

export default function ThankYou() {
  const { phones } = useSiteSettings();
  return (
    <section className="error-screen container">
      <CheckIcon style={{ width: 72, height: 72, color: 'var(--success)', margin: '0 auto 16px' }} />
      <h1>Thank you for submitting your request</h1>
      <p>We&apos;ve received it and will be in touch with more details soon.</p>
      <p>If it can&apos;t wait, call our 24/7 line.</p>
      <div className="btn-row">
        <ButtonLink to={paths.home.getHref()} variant="navy">Back to home</ButtonLink>
        <ButtonAnchor href={telHref(phones.emergency)} variant="primary">
          <PhoneIcon /> {phones.emergency}
        </ButtonAnchor>
      </div>
    </section>
  );
}
