import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { StatusMessage } from '../../../components/ui/status-message';
import { formTexts } from '../form-texts';
import { useSubmission } from '../hooks/use-submission';
import { useTypedBeforeHydration, withTyped } from '../hooks/use-typed-before-hydration';
import { formLimits, hasErrors, validateServiceRequest, type FieldErrors, type ServiceRequestValues } from '../utils/validate';
import { focusFirstError, TextAreaField, TextField } from './field';
import { FallbackFields } from './fallback-fields';
import { Honeypot } from './honeypot';

const empty: ServiceRequestValues = { name: '', email: '', phone: '', message: '' };

// The service-page hero form: sent as formType 'Service Page Form' with the service as subject.
export function ServiceRequestForm({ service }: { service: string }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ServiceRequestValues>(empty);
  const [errors, setErrors] = useState<FieldErrors<keyof ServiceRequestValues>>({});
  const [website, setWebsite] = useState('');
  const { sending, status, submit } = useSubmission(formTexts.getInTouch);
  useTypedBeforeHydration(formRef, (typed) => {
    setValues((prev) => withTyped(prev, typed));
    setWebsite(typed['website'] ?? '');
  });

  const set = (key: keyof ServiceRequestValues) => (e: { target: { value: string } }) => setValues((prev) => ({ ...prev, [key]: e.target.value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateServiceRequest(values);
    setErrors(found);
    if (hasErrors(found)) {
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    await submit(async () => {
      const { sendContactForm } = await import('../api/send-contact-form');
      const phone = values.phone.trim();
      return sendContactForm({
        formType: 'Service Page Form',
        name: values.name.trim(),
        email: values.email.trim(),
        subject: service,
        message: values.message.trim(),
        ...(phone ? { phone } : {}),
        website,
      });
    });
    setValues((prev) => ({ ...prev, email: '' }));
  };

  return (
    <form ref={formRef} className="form form-card" method="post" action={paths.formFallback.getHref()} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} data-form="service-request">
      <FallbackFields formType="Service Page Form" subject={service} />
      <h2 id={`${id}-title`}>Request {service} service</h2>
      <p>We reply within one business day. For no heat, no cooling or a gas smell, call the emergency line.</p>
      <TextField id={`${id}-name`} label="Full name" name="name" autoComplete="name" maxLength={formLimits.name} value={values.name} onChange={set('name')} error={errors.name} required />
      <div className="form__row form__row--2">
        <TextField id={`${id}-email`} label="E-mail" name="email" type="email" autoComplete="email" maxLength={formLimits.email} value={values.email} onChange={set('email')} error={errors.email} required />
        <TextField id={`${id}-phone`} label="Phone" optional name="phone" type="tel" autoComplete="tel" maxLength={formLimits.phone} value={values.phone} onChange={set('phone')} error={errors.phone} />
      </div>
      <TextAreaField id={`${id}-message`} label="Message" name="message" rows={3} maxLength={formLimits.message} value={values.message} onChange={set('message')} error={errors.message} required />
      <Honeypot value={website} onChange={setWebsite} />
      <Button type="submit" busy={sending} block>Send Request</Button>
      <StatusMessage status={status} />
    </form>
  );
}
