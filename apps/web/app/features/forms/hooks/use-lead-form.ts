import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { focusFirstError } from '../../../components/ui/field';
import type { Status } from '../../../components/ui/status-message';
import { paths } from '../../../config/paths';
import type { FormTexts } from '../form-texts';
import { failureMessage } from '../utils/failure-text';
import type { FormOutcome } from '../utils/form-outcome';
import type { Built } from '../utils/lead-payloads';
import type { FieldErrors } from '../utils/validate';

// The spec's text for a reply; on a failure followed by what helps (the fields, when to retry, the server's reason).
function statusOf(outcome: FormOutcome | undefined, texts: FormTexts): Status {
  if (!outcome) return null;
  if (outcome.ok) return { tone: 'success', text: texts.success, detail: texts.successDetail };
  return { tone: 'error', ...failureMessage(outcome, texts.failure) };
}

// One public form sent through the form action by React Router's fetcher: the page stays, the
// spinner lasts until the reply, and the reply shows inline with the spec's texts (on a failure, the
// reason after them). The inputs are uncontrolled, so nothing typed before hydration is lost. The same
// form posts as plain HTML until React has taken it over.
export function useLeadForm({ check, texts }: { check: (form: FormData) => Built<unknown>; texts: FormTexts }) {
  const fetcher = useFetcher<FormOutcome>();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const busy = fetcher.state !== 'idle';
  const outcome = busy ? undefined : fetcher.data;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // One submission at a time: a second Enter must not send the enquiry twice.
    if (busy) return event.preventDefault();
    const checked = check(new FormData(event.currentTarget));
    setErrors(checked.ok ? {} : checked.fieldErrors);
    if (!checked.ok) event.preventDefault();
  };

  useEffect(() => {
    if (!outcome) return;
    const refused = outcome.ok ? undefined : outcome.fieldErrors;
    setErrors(refused ?? {});
    // Refused fields keep what was typed; focus goes to the first of them (below).
    if (refused) return;
    // The spec clears the e-mail after the reply, success or failure; the other fields stay.
    const email = formRef.current?.elements.namedItem('email');
    if (email instanceof HTMLInputElement) email.value = '';
    // The button lost focus while it was disabled: the reply's message takes it.
    statusRef.current?.focus();
  }, [outcome]);

  // Errors (the browser's check or the action's) move focus to the first field concerned.
  useEffect(() => {
    if (Object.keys(errors).length > 0) focusFirstError(formRef.current);
  }, [errors]);

  const status = statusOf(outcome, texts);

  return {
    Form: fetcher.Form,
    formProps: { ref: formRef, method: 'post', action: paths.formSubmit.getHref(), onSubmit, noValidate: true, defaultShouldRevalidate: false } as const,
    errors,
    busy,
    status,
    statusRef,
    outcome,
  };
}
