import { useId, useRef, useState, type FormEvent } from 'react';
import type { ContactFormType } from '@hvac/contracts';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { StatusMessage } from '../../../components/ui/status-message';
import { formTexts, type FormTexts } from '../form-texts';
import { useSubmission } from '../hooks/use-submission';
import { useTypedBeforeHydration, withTyped } from '../hooks/use-typed-before-hydration';
import { formLimits, hasErrors, validateContact, type ContactValues, type FieldErrors } from '../utils/validate';
import { focusFirstError, TextAreaField, TextField } from './field';
import { FallbackFields } from './fallback-fields';
import { Honeypot } from './honeypot';

type Variant = { formType: ContactFormType; title: string; intro: string; texts: FormTexts; submitLabel: string };

const variants = {
  appointment: { formType: 'Contact Page Form', title: 'Book An Appointment', intro: 'Tell us what you need and when suits you. We reply within one business day; for emergencies, please call.', texts: formTexts.appointment, submitLabel: 'Book Appointment' },
  'get-in-touch': { formType: 'Get in Touch Form', title: 'Get In Touch', intro: 'Questions or a quote? Send us a note and we will get back to you within one business day.', texts: formTexts.getInTouch, submitLabel: 'Send Message' },
} as const satisfies Record<string, Variant>;

const empty: ContactValues = { name: '', email: '', subject: '', message: '' };

export function ContactForm({ variant, defaultSubject = '' }: { variant: keyof typeof variants; defaultSubject?: string }) {
  const v = variants[variant];
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactValues>({ ...empty, subject: defaultSubject });
  const [errors, setErrors] = useState<FieldErrors<keyof ContactValues>>({});
  const [website, setWebsite] = useState('');
  const { sending, status, submit } = useSubmission(v.texts);
  useTypedBeforeHydration(formRef, (typed) => {
    setValues((prev) => withTyped(prev, typed));
    setWebsite(typed['website'] ?? '');
  });

  const set = (key: keyof ContactValues) => (e: { target: { value: string } }) => setValues((prev) => ({ ...prev, [key]: e.target.value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (hasErrors(found)) {
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    await submit(async () => {
      const { sendContactForm } = await import('../api/send-contact-form');
      return sendContactForm({
        formType: v.formType,
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
        website,
      });
    });
    // As the spec says: the e-mail is cleared after the reply, other fields stay.
    setValues((prev) => ({ ...prev, email: '' }));
  };

  return (
    <form ref={formRef} className="form form-card" method="post" action={paths.formFallback.getHref()} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} data-form={variant}>
      <h2 id={`${id}-title`}>{v.title}</h2>
      <p>{v.intro}</p>
      <FallbackFields formType={v.formType} />
      <div className="form__row form__row--2">
        <TextField id={`${id}-name`} label="Name" name="name" autoComplete="name" maxLength={formLimits.name} value={values.name} onChange={set('name')} error={errors.name} required />
        <TextField id={`${id}-email`} label="E-mail" name="email" type="email" autoComplete="email" maxLength={formLimits.email} value={values.email} onChange={set('email')} error={errors.email} required />
      </div>
      <TextField id={`${id}-subject`} label="Subject" name="subject" maxLength={formLimits.subject} value={values.subject} onChange={set('subject')} error={errors.subject} required />
      <TextAreaField id={`${id}-message`} label="Message" name="message" maxLength={formLimits.message} value={values.message} onChange={set('message')} error={errors.message} required />
      <Honeypot value={website} onChange={setWebsite} />
      <div>
        <Button type="submit" busy={sending}>{v.submitLabel}</Button>
      </div>
      <StatusMessage status={status} />
    </form>
  );
}
