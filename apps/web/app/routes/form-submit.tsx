import { telHref } from '@hvac/contracts';
import { ButtonAnchor, ButtonLink } from '../components/ui/button';
import { PhoneIcon } from '../components/ui/icons';
import { paths } from '../config/paths';
import { NextOpenWindows } from '../features/booking/components/window-picker';
import { submitLeadForm } from '../features/forms/api/submit-lead-form.server';
import { failureTextOf } from '../features/forms/form-texts';
import { failureMessage, notSentOf } from '../features/forms/utils/failure-text';
import { replyTimeoutMs, type FormNotSent } from '../features/forms/utils/form-outcome';
import { buildMeta, siteFromMatches } from '../features/seo/meta';
import { useSiteSettings } from '../lib/site-settings';
import type { Route } from './+types/form-submit';

// The one door of the public forms (contact, Get In Touch, service request, newsletter).
export async function action({ request }: Route.ActionArgs) {
  return submitLeadForm(request);
}

// In the browser, a reply that never comes (no network, a server that hangs) is a failure the form
// shows inline with its own text, not an error screen in place of the page.
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<FormNotSent>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false }), replyTimeoutMs);
  });
  try {
    return await Promise.race([serverAction(), timeout]);
  } catch (error) {
    console.error('Form submission failed:', error instanceof Error ? error.message : error);
    return notSentOf(error);
  } finally {
    clearTimeout(timer);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return buildMeta({ title: 'Your message', description: `Sending your message to ${site.siteName}.`, path: paths.formSubmit.getHref(), ...site, noindex: true });
}

// The reasons after the spec's text: each field to fix, else the specific reason the forms with JavaScript give.
function reasonsOf(outcome: FormNotSent, detail: string | undefined, emergencyPhone: string): string[] {
  const fieldErrors = Object.values(outcome.fieldErrors ?? {}).filter((e): e is string => Boolean(e));
  if (fieldErrors.length > 0) return fieldErrors;
  return [detail ?? `We could not send your message just now. Please try again in a minute, or call us at ${emergencyPhone}.`];
}

// What a visitor without JavaScript sees when the form was not sent (a sent one goes to the thank-you page).
export default function FormResult({ actionData }: Route.ComponentProps) {
  const { phones } = useSiteSettings();
  // Reached by a link rather than a form: the forms live on the contact page.
  if (!actionData || actionData.ok) {
    return (
      <section className="error-screen container">
        <h1>Send us a message</h1>
        <p>Our appointment and contact forms are on the contact page.</p>
        <div className="btn-row">
          <ButtonLink to={paths.contact.getHref()} variant="navy">Contact us</ButtonLink>
        </div>
      </section>
    );
  }
  // As on the forms with JavaScript (decisions.md, third round): the spec's text first, then the reasons.
  const { text, detail } = failureMessage(actionData, failureTextOf(actionData.formType));
  return (
    <section className="error-screen container">
      <h1>Your message was not sent yet</h1>
      <div role="alert">
        <p data-failure-text>{text}</p>
        <ul>
          {reasonsOf(actionData, detail, phones.emergency).map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      </div>
      {actionData.openWindows ? <NextOpenWindows days={actionData.openWindows} /> : null}
      <div className="btn-row">
        <ButtonAnchor href={actionData.back ?? paths.contact.getHref()} variant="navy">Back to the form</ButtonAnchor>
        <ButtonAnchor href={telHref(phones.emergency)} variant="primary">
          <PhoneIcon /> {phones.emergency}
        </ButtonAnchor>
      </div>
    </section>
  );
}
