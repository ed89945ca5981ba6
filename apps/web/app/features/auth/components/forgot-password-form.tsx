import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useFocusFirstError } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error';
import { requestPasswordReset } from '../api/password-reset';
import { emailError } from '../utils/validate-sign-in';
import { AccountEmailField } from './account-email-field';
import { FormMessage } from './form-message';

// Asks for a reset link by e-mail. The server answers the same whether or not the address has an account, and so
// does this page: its message replaces the form, with the way back to sign-in.
export function ForgotPasswordForm() {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstError(formRef);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The form is gone once sent: focus goes to the message that replaced it.
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = emailError(email);
    setError(invalid);
    setServerError(null);
    if (invalid) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    try {
      setSent(await requestPasswordReset(email.trim()));
    } catch (failure) {
      setServerError(await apiErrorMessage(failure, 'The link could not be requested. Please try again.'));
    }
    setBusy(false);
  };

  return (
    <form ref={formRef} className="form signin-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Forgot your password?</h1>
      {sent ? (
        <>
          <p ref={sentRef} tabIndex={-1} role="status" className="signin-form__success">
            {sent}
          </p>
          <p className="signin-form__intro">Nothing arrived? Check the spam folder, or ask again in a few minutes.</p>
        </>
      ) : (
        <>
          <p className="signin-form__intro">Type the e-mail address of your account and we will send you a link to choose a new password.</p>
          <FormMessage text={serverError} />
          <AccountEmailField id={`${id}-email`} value={email} error={error} onChange={setEmail} />
          <Button type="submit" variant="navy" block busy={busy} busyLabel="Sending...">
            Send me a link
          </Button>
        </>
      )}
      <p className="signin-form__aside">
        <Link to={paths.login.getHref()}>Back to sign in</Link>
      </p>
    </form>
  );
}
