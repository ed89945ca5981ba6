import { useId, useState, type FormEvent } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error';
import { unlockAccount } from '../api/unlock-account';
import { FormMessage } from './form-message';

const missingToken = 'This page needs the whole link from the unlock e-mail. Open the link from the e-mail again.';

// The page an unlock e-mail links to. The token sits in the address's fragment (never sent to a server);
// it is spent only on a click, so a mail scanner that opens links does not use it up.
export function UnlockAccountForm({ token }: { token: string }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(token ? null : { ok: false, message: missingToken });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      setResult({ ok: true, message: await unlockAccount(token) });
    } catch (error) {
      setResult({ ok: false, message: await apiErrorMessage(error, 'The account could not be unlocked. Please try again.') });
    }
    setBusy(false);
  };

  return (
    <form className="form signin-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Unlock your account</h1>
      <p className="signin-form__intro">Sign-in to your account was held back after wrong passwords. Unlocking lets you sign in from this browser at once.</p>
      <FormMessage text={result?.message} ok={result?.ok} />
      {result?.ok ? (
        <ButtonLink block to={paths.login.getHref()}>
          Sign in
        </ButtonLink>
      ) : (
        <Button type="submit" block busy={busy} busyLabel="Unlocking..." disabled={!token}>
          Unlock my account
        </Button>
      )}
    </form>
  );
}
