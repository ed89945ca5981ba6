import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useFocusFirstError } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error';
import { resetPassword } from '../api/password-reset';
import { type NewPasswordErrors, validateNewPassword } from '../utils/new-password';
import { NewPasswordField, RepeatPasswordField } from './new-password-fields';
import { FormMessage } from './form-message';

const missingToken = 'This page needs the whole link from the password reset e-mail. Open the link from the e-mail again, or ask for a new one.';
// The server's refusals of the password itself start so (auth-api's password policy); others are about the link.
const passwordRefusal = /^The new password /;

// The page a reset e-mail links to. The token sits in the address's fragment (never sent to a server); it is spent
// only when a new password is sent, so a mail scanner that opens links does not use it up.
export function ResetPasswordForm({ token, onReset }: { token: string; onReset: (message: string) => void }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstError(formRef);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [linkError, setLinkError] = useState<string | null>(token ? null : missingToken);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewPassword(password, confirmation);
    setErrors(found);
    setLinkError(null);
    if (found.password || found.confirmation) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    try {
      onReset(await resetPassword({ token, password }));
    } catch (failure) {
      const message = await apiErrorMessage(failure, 'The password could not be reset. Please try again.');
      if (passwordRefusal.test(message)) {
        setErrors({ password: message });
        focusFirstInvalid();
      } else {
        setLinkError(message);
      }
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} className="form signin-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Choose a new password</h1>
      <p className="signin-form__intro">After the change every device signed in to your account is signed out.</p>
      <FormMessage text={linkError} />
      {token ? (
        <>
          <NewPasswordField
            id={`${id}-password`}
            label="New password"
            value={password}
            error={errors.password}
            onChange={(value) => {
              setPassword(value);
              setErrors((current) => ({ ...current, password: undefined }));
            }}
          />
          <RepeatPasswordField id={`${id}-confirmation`} label="Repeat the new password" value={confirmation} error={errors.confirmation} onChange={setConfirmation} />
          <Button type="submit" variant="navy" block busy={busy} busyLabel="Saving...">
            Set new password
          </Button>
        </>
      ) : null}
      <p className="signin-form__aside">
        <Link to={paths.forgotPassword.getHref()}>Ask for a new link</Link>
      </p>
    </form>
  );
}
