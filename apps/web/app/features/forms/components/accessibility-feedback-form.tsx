import { useId } from 'react';
import { accessibilityFeedback } from '@hvac/contracts';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { formTexts } from '../form-texts';
import { FormStatus } from './form-status';
import { PrivacyNote } from './privacy-note';
import { SubmissionFields } from './submission-fields';
import { useLeadForm } from '../hooks/use-lead-form';
import { buildAccessibilityFeedbackPayload } from '../utils/lead-payloads';
import { formLimits } from '../utils/validate';

// The AODA feedback form: posted through the one form route like every public form (works without
// JavaScript), stored as an enquiry of its own form type with a due date.
export function AccessibilityFeedbackForm() {
  const id = useId();
  const { Form, formProps, errors, busy, status, statusRef } = useLeadForm({ check: buildAccessibilityFeedbackPayload, texts: formTexts.accessibilityFeedback });
  return (
    <Form {...formProps} className="form form-card" aria-labelledby={`${id}-title`} data-form="accessibility-feedback">
      <h2 id={`${id}-title`}>Accessibility feedback</h2>
      <p>Tell us what got in your way, on which page, or the format you need.</p>
      <SubmissionFields formType={accessibilityFeedback.formType} />
      <div className="form__row form__row--2">
        <TextField id={`${id}-name`} label="Name" name="name" type="text" autoComplete="name" maxLength={formLimits.name} error={errors.name} required />
        <TextField id={`${id}-email`} label="E-mail" name="email" type="email" autoComplete="email" maxLength={formLimits.email} error={errors.email} required />
      </div>
      <TextField id={`${id}-phone`} label="Phone, if you prefer a call" optional name="phone" type="tel" autoComplete="tel" maxLength={formLimits.phone} error={errors.phone} />
      <TextAreaField id={`${id}-message`} label="Your feedback or the format you need" name="message" maxLength={formLimits.message} error={errors.message} required />
      <PrivacyNote>We use your details only to answer you.</PrivacyNote>
      <div>
        <Button type="submit" busy={busy}>Send feedback</Button>
      </div>
      <FormStatus status={status} ref={statusRef} />
    </Form>
  );
}
