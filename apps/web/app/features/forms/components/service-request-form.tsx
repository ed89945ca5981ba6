import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { formTexts } from '../form-texts';
import { useLeadForm } from '../hooks/use-lead-form';
import { buildServiceRequestPayload } from '../utils/lead-payloads';
import { formLimits } from '../utils/validate';
import { FormStatus } from './form-status';
import { PrivacyNote } from './privacy-note';
import { SituationField } from './situation-field';
import { SubmissionFields } from './submission-fields';

// The service-page hero form: sent as formType 'Service Page Form' with the service as subject.
export function ServiceRequestForm({ service }: { service: string }) {
  const id = useId();
  const { Form, formProps, errors, busy, status, statusRef } = useLeadForm({ check: buildServiceRequestPayload, texts: formTexts.getInTouch });

  return (
    <Form {...formProps} className="form form-card" aria-labelledby={`${id}-title`} data-form="service-request">
      <SubmissionFields formType="Service Page Form" subject={service} />
      <h2 id={`${id}-title`}>Request {service} service</h2>
      <p>We reply within one business day. For no heat, no cooling or a gas smell, call the emergency line.</p>
      <SituationField error={errors.situation} />
      <TextField id={`${id}-name`} label="Full name" name="name" autoComplete="name" maxLength={formLimits.name} error={errors.name} required />
      <div className="form__row form__row--2">
        <TextField id={`${id}-email`} label="E-mail" name="email" type="email" autoComplete="email" maxLength={formLimits.email} error={errors.email} required />
        <TextField id={`${id}-phone`} label="Phone" optional name="phone" type="tel" autoComplete="tel" maxLength={formLimits.phone} error={errors.phone} />
      </div>
      <TextAreaField id={`${id}-message`} label="Message" name="message" rows={3} maxLength={formLimits.message} error={errors.message} required />
      <PrivacyNote>We use your details only to answer you.</PrivacyNote>
      <Button type="submit" busy={busy} block>Send Request</Button>
      <FormStatus status={status} ref={statusRef} />
    </Form>
  );
}
