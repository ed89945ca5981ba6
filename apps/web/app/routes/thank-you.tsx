import { telHref } from '@hvac/contracts';
import { paths } from '../config/paths';
import { ButtonAnchor, ButtonLink } from '../components/ui/button';
import { CheckIcon, PhoneIcon } from '../components/ui/icons';
import { outsideServiceAreaNote } from '../features/forms/components/appointment-fields';
import { GasSafetyNotice } from '../features/forms/components/gas-safety-notice';
import { formTexts } from '../features/forms/form-texts';
import { readThankYouNotes } from '../features/forms/utils/thank-you-notes';
import { buildMeta, siteFromMatches } from '../features/seo/meta';
import { useSiteSettings } from '../lib/site-settings';
import type { Route } from './+types/thank-you';

export function meta({ matches }: Route.MetaArgs) {
  return buildMeta({
    title: 'Thank You',
    description: 'We have received your request and will be in touch soon.',
    path: paths.thankYou.getHref(),
    ...siteFromMatches(matches),
    noindex: true,
  });
}

// Where a form sent without JavaScript ends. A newsletter sign-up is not done until the e-mail is
// confirmed, so it says that instead of "we'll be in touch"; a gas smell repeats the safety instruction.
export default function ThankYou({ params }: Route.ComponentProps) {
  const notes = readThankYouNotes(params['*']);
  const { phones } = useSiteSettings();
  return (
    <section className="error-screen container">
      {notes.gasSmell ? <GasSafetyNotice /> : null}
      <CheckIcon style={{ width: 72, height: 72, color: 'var(--success)', margin: '0 auto 16px' }} />
      {notes.newsletter ? (
        <>
          <h1>{formTexts.newsletter.success}</h1>
          <p>{formTexts.newsletter.successDetail}</p>
        </>
      ) : (
        <>
          <h1>Thank you for submitting your request</h1>
          <p>We&apos;ve received it and will be in touch with more details soon.</p>
          {notes.outsideServiceArea ? <p>{outsideServiceAreaNote}</p> : null}
          <p>If it can&apos;t wait, call our 24/7 line.</p>
        </>
      )}
      <div className="btn-row">
        <ButtonLink to={paths.home.getHref()} variant="navy">Back to home</ButtonLink>
        <ButtonAnchor href={telHref(phones.emergency)} variant="primary">
          <PhoneIcon /> {phones.emergency}
        </ButtonAnchor>
      </div>
    </section>
  );
}
