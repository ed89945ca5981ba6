import { useId } from 'react';
import { newsletterConsent } from '@hvac/contracts';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { formTexts } from '../form-texts';
import { useLeadForm } from '../hooks/use-lead-form';
import { buildNewsletterPayload } from '../utils/lead-payloads';
import { formLimits } from '../utils/validate';
import { FormStatus } from './form-status';
import { PrivacyNote } from './privacy-note';
import { SubmissionFields } from './submission-fields';

export function NewsletterForm() {
  const id = useId();
  const { Form, formProps, errors, busy, status, statusRef } = useLeadForm({ check: buildNewsletterPayload, texts: formTexts.newsletter });

  return (
    <Form {...formProps} className="newsletter" aria-labelledby={`${id}-title`}>
      <SubmissionFields formType="Newsletter" />
      <h2 id={`${id}-title`}>Subscribe</h2>
      <p>Seasonal maintenance reminders and tips, about once a month. Unsubscribe any time.</p>
      <TextField
        id={`${id}-email`}
        label="E-mail address"
        labelHidden
        type="email"
        name="email"
        autoComplete="email"
        placeholder="you@example.com"
        maxLength={formLimits.newsletterEmail}
        error={errors.email}
        beside={{ className: 'newsletter__row', content: <Button type="submit" busy={busy} busyLabel="Subscribing...">Subscribe</Button> }}
      />
      <PrivacyNote>By subscribing you agree to this: &ldquo;{newsletterConsent.text}&rdquo;</PrivacyNote>
      <FormStatus status={status} ref={statusRef} />
    </Form>
  );
}
