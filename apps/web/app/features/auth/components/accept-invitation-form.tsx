import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { TextField, useFocusFirstError } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error';
import { acceptInvitation } from '../api/accept-invitation';
import { validateNewPassword, validateStaffName } from '../utils/new-password';
import { NewPasswordField, RepeatPasswordField } from './new-password-fields';
import { FormMessage } from './form-message';

const missingToken = 'This page needs the whole link from the invitation e-mail. Open the link from the e-mail again.';

type Errors = Partial<Record<'name' | 'password' | 'confirmation', string>>;

// The page an invitation e-mail links to: the person chooses the name colleagues see and a password, then signs
// in as usual (with a second factor where the site requires one). The token sits in the fragment, never sent to
// a server but in this form's body.
export function AcceptInvitationForm({ token }: { token: string }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstError(formRef);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(token ? null : { ok: false, message: missingToken });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = { name: validateStaffName(name), ...validateNewPassword(password, repeat) };
    setErrors(found);
    if (found.name || found.password || found.confirmation) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      setResult({ ok: true, message: await acceptInvitation({ token, name: name.trim(), password }) });
    } catch (error) {
      setResult({ ok: false, message: await apiErrorMessage(error, 'The invitation could not be accepted. Please try again.') });
    }
    setBusy(false);
  };

  return (
    <form ref={formRef} className="form signin-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Accept your invitation</h1>
      <p className="signin-form__intro">Choose the name your colleagues will see and the password you will sign in with.</p>
      <FormMessage text={result?.message} ok={result?.ok} />
      {result?.ok ? (
        <ButtonLink block to={paths.login.getHref()}>
          Sign in
        </ButtonLink>
      ) : (
        <>
          <TextField id={`${id}-name`} label="Your name" name="name" autoComplete="name" maxLength={100} value={name} error={errors.name} onChange={(e) => setName(e.target.value)} />
          <NewPasswordField id={`${id}-password`} label="Password" value={password} error={errors.password} onChange={setPassword} />
          <RepeatPasswordField id={`${id}-repeat`} label="Password again" value={repeat} error={errors.confirmation} onChange={setRepeat} />
          <Button type="submit" variant="navy" block busy={busy} busyLabel="Creating your account..." disabled={!token}>
            Create my account
          </Button>
        </>
      )}
    </form>
  );
}
