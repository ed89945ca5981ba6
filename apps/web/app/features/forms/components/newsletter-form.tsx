import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { StatusMessage } from '../../../components/ui/status-message';
import { formTexts } from '../form-texts';
import { useSubmission } from '../hooks/use-submission';
import { useTypedBeforeHydration } from '../hooks/use-typed-before-hydration';
import { formLimits, validateNewsletter } from '../utils/validate';
import { focusFirstError } from './field';
import { FallbackFields } from './fallback-fields';
import { Honeypot } from './honeypot';

export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { sending, status, submit } = useSubmission(formTexts.newsletter);
  const formRef = useRef<HTMLFormElement>(null);
  const { pathname } = useLocation();
  useTypedBeforeHydration(formRef, (typed) => {
    setEmail(typed['email'] ?? '');
    setWebsite(typed['website'] ?? '');
  });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const errors = validateNewsletter(email);
    setError(errors.email);
    if (errors.email) {
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    await submit(async () => {
      const { sendNewsletter } = await import('../api/send-newsletter');
      return sendNewsletter({ email: email.trim(), formType: 'Newsletter', sourcePage: pathname, website });
    });
    // The spec clears the e-mail after either reply.
    setEmail('');
  };

  return (
    <form ref={formRef} className="newsletter" method="post" action={paths.formFallback.getHref()} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <FallbackFields formType="Newsletter" />
      <h2 id={`${id}-title`}>Subscribe</h2>
      <p>Seasonal maintenance reminders and tips, about once a month. Unsubscribe any time.</p>
      <div className="field">
        <label htmlFor={`${id}-email`} className="visually-hidden">E-mail address</label>
        <div className="newsletter__row">
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            maxLength={formLimits.newsletterEmail}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <Button type="submit" busy={sending} busyLabel="Subscribing...">Subscribe</Button>
        </div>
        {error ? <span className="field__error" id={`${id}-error`}>{error}</span> : null}
      </div>
      <Honeypot value={website} onChange={setWebsite} />
      <StatusMessage status={status} />
    </form>
  );
}
