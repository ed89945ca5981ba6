import { business } from '@hvac/site';
import { paths } from '../config/paths';
import { ButtonAnchor, ButtonLink } from '../components/ui/button';
import { CheckIcon, PhoneIcon } from '../components/ui/icons';
import { buildMeta, pageTitle } from '../features/seo/meta';
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
  return (
    <section className="error-screen container">
      <CheckIcon style={{ width: 72, height: 72, color: 'var(--success)', margin: '0 auto 16px' }} />
      <h1>Thank you for submitting your request</h1>
      <p>We&apos;ve received it and will be in touch with more details soon.</p>
      <p>If it can&apos;t wait, call our 24/7 line.</p>
      <div className="btn-row">
        <ButtonLink to={paths.home.getHref()} variant="navy">Back to home</ButtonLink>
        <ButtonAnchor href={`tel:${business.phones.emergency.tel}`} variant="primary">
          <PhoneIcon /> {business.phones.emergency.display}
        </ButtonAnchor>
      </div>
    </section>
  );
}
