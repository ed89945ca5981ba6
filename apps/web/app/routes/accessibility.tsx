import { accessibilityFeedback, telHref } from '@hvac/contracts';
import type { Route } from './+types/accessibility';
import { paths } from '../config/paths';
import { formatOpeningHours, siteSettingsFromMatches, useSiteSettings } from '../lib/site-settings';
import { AccessibilityFeedbackForm } from '../features/forms/components/accessibility-feedback-form';
import { Hero } from '../features/layout/components/hero';
import { useSiteUrl } from '../features/seo/use-site-url';
import { buildMeta, siteFromMatches } from '../features/seo/meta';
import { breadcrumbJsonLd } from '../features/seo/json-ld';
import { JsonLd } from '../features/seo/json-ld-script';

const crumbs = [
  { name: 'Home', path: paths.home.getHref() },
  { name: 'Accessibility', path: paths.accessibility.getHref() },
];

export function meta({ matches }: Route.MetaArgs) {
  return buildMeta({
    title: 'Accessibility',
    description: `How ${siteSettingsFromMatches(matches).businessName} makes this website accessible (WCAG 2.0 AA under Ontario's AODA, checked against WCAG 2.2 AA), how to ask for another format and how to send feedback.`,
    path: paths.accessibility.getHref(),
    ...siteFromMatches(matches),
  });
}

// The AODA statement: what the site meets, what it does beyond, alternative formats and the feedback
// process. Says only what the test suite checks; when that changes, this page changes with it.
export default function Accessibility() {
  const siteUrl = useSiteUrl();
  const settings = useSiteSettings();
  const days = accessibilityFeedback.respondWithinBusinessDays;
  return (
    <>
      <Hero heading="Accessibility" eyebrow="For every visitor" subheading="A website everyone can use, and how to tell us when it falls short" crumbs={crumbs} compact />
      <section className="section" aria-labelledby="standard-title">
        <div className="container prose">
          <h2 id="standard-title">The standard this site meets</h2>
          <p>
            Ontario&apos;s Accessibility for Ontarians with Disabilities Act (AODA) and its Integrated Accessibility Standards Regulation ask
            that our website meet the Web Content Accessibility Guidelines (WCAG) 2.0 at level AA. This site does.
          </p>
          <p>We go further: every public page is checked against WCAG 2.2 level AA whenever the site changes, before it goes live:</p>
          <ul>
            <li>two automated checkers (axe and HTML_CodeSniffer) over every public page and form;</li>
            <li>a keyboard test that tabs through each page and fails when focus cannot be seen;</li>
            <li>every form works without JavaScript, ties each error to its field, and moves focus to the first one;</li>
          </ul>

          <h2 id="formats-title">Information in another format</h2>
          <p>
            If you need anything on this site in another format, such as large print, plain text, a phone reading or an accessible PDF, ask us
            and we will provide it, or a communication support, at no cost and in time for it to be useful to you:
          </p>
          <ul>
            <li>
              by phone at <a href={telHref(settings.phones.main)}>{settings.phones.main}</a> ({formatOpeningHours(settings.openingHours)});
            </li>
            <li>
              by e-mail at <a href={`mailto:${settings.email}`}>{settings.email}</a>;
            </li>
            <li>by mail to {settings.businessName}, {settings.mailingAddress};</li>
            <li>or with the form below.</li>
          </ul>

          <h2 id="feedback-title">Feedback</h2>
          <p>
            Tell us about anything on this site, or in how we serve you, that gets in your way. Every message reaches our office and is answered
            within {days} business days, in the format you ask for.
          </p>
        </div>
        <div className="container" style={{ maxWidth: 760, marginTop: 24 }}>
          <AccessibilityFeedbackForm />
        </div>
      </section>
      <JsonLd data={breadcrumbJsonLd(siteUrl, crumbs)} />
    </>
  );
}
