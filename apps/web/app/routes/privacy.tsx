import { newsletterConfirmTtlHours, newsletterConsent, privacyRequestDueDays, telHref } from '@hvac/contracts';
import { legalNameOf } from '@hvac/site';
import { paths } from '../config/paths';
import { PrivacyAnalyticsSection } from '../features/analytics/components/privacy-analytics-section';
import { Hero } from '../features/layout/components/hero';
import { breadcrumbJsonLd } from '../features/seo/json-ld';
import { JsonLd } from '../features/seo/json-ld-script';
import { buildMeta, siteFromMatches } from '../features/seo/meta';
import { useSiteUrl } from '../features/seo/use-site-url';
import { formatOpeningHours, siteSettingsFromMatches, useSiteSettings } from '../lib/site-settings';
import type { Route } from './+types/privacy';

const crumbs = [
  { name: 'Home', path: paths.home.getHref() },
  { name: 'Privacy', path: paths.privacy.getHref() },
];

export function meta({ matches }: Route.MetaArgs) {
  return buildMeta({
    title: 'Privacy',
    description: `What ${siteSettingsFromMatches(matches).businessName} collects through its contact and newsletter forms, why, how long it is kept, who receives it, and how to get a copy or have it deleted.`,
    path: paths.privacy.getHref(),
    ...siteFromMatches(matches),
  });
}

function countOf(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

// Says only what the site does today (see content-api's leads module): when that changes, this page changes with it.
export default function Privacy() {
  const siteUrl = useSiteUrl();
  // The contact details are the owner's, from the site settings.
  const settings = useSiteSettings();
  const mailto = `mailto:${settings.email}`;
  const legalName = legalNameOf(settings.business, settings.businessName);
  return (
    <>
      <Hero heading="Privacy" eyebrow="Your details" subheading="What our forms collect and what we do with it" crumbs={crumbs} compact />
      <section className="section">
        <div className="container prose">
          <p>
            {legalName === settings.businessName ? legalName : `${legalName} (${settings.businessName})`} is a heating and cooling contractor in {settings.business.town || settings.address.locality}, Ontario. This page explains
            what we collect when you use the forms on this site, why, how long we keep it and who sees it. We follow Canada&apos;s private-sector
            privacy law (PIPEDA) and, for our newsletter, Canada&apos;s anti-spam law (CASL).
          </p>

          <h2>Appointment, contact and service request forms</h2>
          <p>When you send one of these forms we store:</p>
          <ul>
            <li>your name, e-mail address and, if you give it, your phone number;</li>
            <li>the subject and message you write;</li>
            <li>the internet (IP) address your message came from, the browser you used, and the time it was sent.</li>
          </ul>
          <p>
            We use your details to answer you and to arrange the work you ask about. We send you one e-mail to confirm that we received your
            message, with its reference number (at most one a day; it repeats nothing you wrote). The address and time help us stop spam and abuse of the form.
          </p>

          <h2>Newsletter</h2>
          <p>When you subscribe we store your e-mail address and a record of your consent:</p>
          <ul>
            <li>the wording you agreed to (&ldquo;{newsletterConsent.text}&rdquo;) and its version;</li>
            <li>the time, the internet address, the browser and the page you subscribed from;</li>
            <li>when you confirmed, and later when you unsubscribed.</li>
          </ul>
          <p>
            Nothing is sent to you until you confirm: we send one e-mail with a link, valid for {newsletterConfirmTtlHours / 24} days, and you
            are subscribed only once you click it. Every newsletter has an unsubscribe link that works at once. Canada&apos;s anti-spam law asks
            us to be able to show when and how you agreed, which is why we keep the consent record.
          </p>

          <PrivacyAnalyticsSection retentionDays={settings.retention.analyticsEventDays} />

          <h2>How long we keep it</h2>
          <p id="retention">
            We keep a form message while we deal with it. Once we close it, it is deleted automatically, with our notes on it,{' '}
            {countOf(settings.retention.enquiryMonths, 'month')} later. The individual notes of visits described above are deleted after{' '}
            {countOf(settings.retention.analyticsEventDays, 'day')}. Newsletter records are kept until you ask us to delete them. After you
            unsubscribe we keep your address marked as unsubscribed, so that you are never mailed again and we can show that we stopped.
          </p>

          <h2>Who receives it</h2>
          <ul>
            <li>{settings.businessName}: the staff who answer enquiries and manage the newsletter.</li>
            <li>
              Our e-mail provider, which carries the messages: the notice of your enquiry to our inbox (with your message) and the e-mails we
              send you.
            </li>
          </ul>
          <p>We do not sell your details or share them with anyone else.</p>

          <h2>A copy, a correction or deletion</h2>
          <p>You can ask for a copy of what we hold about you, ask us to correct it, or ask us to delete it. Contact us:</p>
          <ul>
            <li>
              by e-mail at <a href={mailto}>{settings.email}</a>;
            </li>
            <li>
              by phone at <a href={telHref(settings.phones.main)}>{settings.phones.main}</a> ({formatOpeningHours(settings.openingHours)});
            </li>
            <li>by mail to {legalName}, {settings.mailingAddress}.</li>
          </ul>
          <section aria-labelledby="privacy-requests-title">
            <h3 id="privacy-requests-title">How to ask</h3>
            <p>
              Tell us your name and the e-mail address or phone number you used with us, and whether you want to know what we hold, a copy of
              it, or its deletion. We record every request and answer within {privacyRequestDueDays} days. A copy comes as a file with everything
              we hold: your enquiries with our notes on them, your newsletter subscription with its consent record, and the e-mails we sent
              you. When we delete your details we keep only a scrambled fingerprint (a hash) of your e-mail address, so that it is never mailed
              again, even by mistake.
            </p>
          </section>
          <p>
            We answer within 30 days. If you are not satisfied with our answer, you can contact the{' '}
            <a href="https://www.priv.gc.ca/">Office of the Privacy Commissioner of Canada</a>.
          </p>
        </div>
      </section>
      <JsonLd data={breadcrumbJsonLd(siteUrl, crumbs)} />
    </>
  );
}
