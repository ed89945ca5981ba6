import { data, redirect } from 'react-router';
import { apiPaths, contactFormTypes, type ContactForm, type ContactFormType, type FormReply, type NewsletterForm } from '@hvac/contracts';
import { business } from '@hvac/site';
import { ButtonAnchor, ButtonLink } from '../components/ui/button';
import { PhoneIcon } from '../components/ui/icons';
import { paths } from '../config/paths';
import { validateContact, validateNewsletter, validateServiceRequest } from '../features/forms/utils/validate';
import { buildMeta, pageTitle } from '../features/seo/meta';
import { postToContentApi } from '../lib/content-api.server';
import { siteUrlFromMatches } from '../root-data';
import type { Route } from './+types/form-fallback';

// Where the site's forms post when JavaScript has not taken over the page yet (or never does): the
// same validation and the same API call as in the browser, then the thank-you page, so no enquiry
// typed before the page hydrated is lost. Posts from other sites never get here: React Router refuses
// an action whose Origin is not the request's own (400).

type Outcome = { errors: string[]; back: string };

const notSent = `We could not send your message just now. Please try again in a minute, or call us at ${business.phones.emergency.display}.`;

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

// A site-relative path to return to; anything else goes to the contact page.
function backPath(value: string): string {
  return /^\/(?!\/)[\w\-/]*$/.test(value) ? value : paths.contact.getHref();
}

function isContactFormType(value: string): value is ContactFormType {
  return (contactFormTypes as readonly string[]).includes(value);
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => {
    throw data({ message: 'The form could not be read.' }, { status: 400 });
  });
  const formType = field(form, 'formType');
  const back = backPath(field(form, 'returnTo'));
  const website = field(form, 'website');

  let path: string;
  let payload: ContactForm | NewsletterForm;
  let errors: (string | undefined)[];
  if (formType === 'Newsletter') {
    const email = field(form, 'email');
    errors = Object.values(validateNewsletter(email));
    path = apiPaths.newsletter;
    payload = { email, formType, sourcePage: back, website };
  } else if (isContactFormType(formType)) {
    const values = { name: field(form, 'name'), email: field(form, 'email'), subject: field(form, 'subject'), message: field(form, 'message'), phone: field(form, 'phone') };
    errors = Object.values(formType === 'Service Page Form' ? validateServiceRequest(values) : validateContact(values));
    path = apiPaths.contactForm;
    const { phone, ...rest } = values;
    payload = { formType, ...rest, ...(phone ? { phone } : {}), website };
  } else {
    throw data({ message: 'Unknown form.' }, { status: 400 });
  }

  const problems = errors.filter((e): e is string => Boolean(e));
  if (problems.length > 0) return data<Outcome>({ errors: problems, back }, { status: 400 });
  const reply = await postToContentApi<FormReply>(path, payload, request);
  if (reply.ok && reply.value.msg === 'success') return redirect(paths.thankYou.getHref(), 303);
  const status = reply.ok ? 502 : reply.status;
  return data<Outcome>({ errors: [notSent], back }, { status: status >= 400 && status < 600 ? status : 502 });
}

export function meta({ matches }: Route.MetaArgs) {
  return buildMeta({ title: pageTitle('Your message'), description: `Sending your message to ${business.name}.`, path: paths.formFallback.getHref(), siteUrl: siteUrlFromMatches(matches), noindex: true });
}

export default function FormFallback({ actionData }: Route.ComponentProps) {
  // Reached by a link rather than a form: the forms live on the contact page.
  if (!actionData) {
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
  return (
    <section className="error-screen container">
      <h1>Your message was not sent yet</h1>
      <ul role="alert">
        {actionData.errors.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
      <div className="btn-row">
        <ButtonAnchor href={actionData.back} variant="navy">Back to the form</ButtonAnchor>
        <ButtonAnchor href={`tel:${business.phones.emergency.tel}`} variant="primary">
          <PhoneIcon /> {business.phones.emergency.display}
        </ButtonAnchor>
      </div>
    </section>
  );
}
