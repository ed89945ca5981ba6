import type { OpenDay } from '@hvac/contracts';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { formTexts, type FormTexts } from '../form-texts';
import { useLeadForm } from '../hooks/use-lead-form';
import { buildAppointmentPayload, buildContactPayload, type Built } from '../utils/lead-payloads';
import { formLimits } from '../utils/validate';
import { FormStatus } from './form-status';
import { AppointmentFields } from './appointment-fields';
import { PrivacyNote } from './privacy-note';
import { SituationField } from './situation-field';
import { SubmissionFields } from './submission-fields';

type Variant = { formType: 'Contact Page Form' | 'Get in Touch Form'; title: string; intro: string; texts: FormTexts; submitLabel: string; build: (form: FormData) => Built<unknown> };

const variants = {
  appointment: { formType: 'Contact Page Form', title: 'Book An Appointment', intro: 'Tell us what you need and when suits you. We reply within one business day; for emergencies, please call.', texts: formTexts.appointment, submitLabel: 'Book Appointment', build: buildAppointmentPayload },
  'get-in-touch': { formType: 'Get in Touch Form', title: 'Get In Touch', intro: 'Questions or a quote? Send us a note and we will get back to you within one business day.', texts: formTexts.getInTouch, submitLabel: 'Send Message', build: buildContactPayload },
} as const satisfies Record<string, Variant>;

// windowPicker: the booking's arrival windows (from the route), given the windows open now after a
// refusal (a window that filled since the page was shown) with the reason.
type WindowPickerSlot = (refused: { openWindows: OpenDay[]; reason?: string } | null) => ReactNode;

export function ContactForm({ variant, defaultSubject = '', windowPicker }: { variant: keyof typeof variants; defaultSubject?: string; windowPicker?: WindowPickerSlot }) {
  const v = variants[variant];
  const id = useId();
  const { Form, formProps, errors, busy, status, statusRef, outcome } = useLeadForm({ check: v.build, texts: v.texts });
  const refused = outcome && !outcome.ok && outcome.openWindows ? { openWindows: outcome.openWindows, ...(outcome.reason ? { reason: outcome.reason } : {}) } : null;

  return (
    <Form {...formProps} className="form form-card" aria-labelledby={`${id}-title`} data-form={variant}>
      <h2 id={`${id}-title`}>{v.title}</h2>
      <p>{v.intro}</p>
      <SubmissionFields formType={v.formType} />
      <SituationField error={errors.situation} />
      <div className="form__row form__row--2">
        <TextField id={`${id}-name`} label="Name" name="name" autoComplete="name" maxLength={formLimits.name} error={errors.name} required />
        <TextField id={`${id}-email`} label="E-mail" name="email" type="email" autoComplete="email" maxLength={formLimits.email} error={errors.email} required />
      </div>
      {variant === 'appointment' ? <AppointmentFields id={id} errors={errors} /> : null}
      {variant === 'appointment' && windowPicker ? windowPicker(refused) : null}
      <TextField id={`${id}-subject`} label="Subject" name="subject" maxLength={formLimits.subject} defaultValue={defaultSubject} error={errors.subject} required />
      <TextAreaField id={`${id}-message`} label="Message" name="message" maxLength={formLimits.message} error={errors.message} required />
      <PrivacyNote>We use your details only to answer you.</PrivacyNote>
      <div>
        <Button type="submit" busy={busy}>{v.submitLabel}</Button>
      </div>
      <FormStatus status={status} ref={statusRef} />
    </Form>
  );
}
