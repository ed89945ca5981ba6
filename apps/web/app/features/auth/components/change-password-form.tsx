import { authLimits } from '@hvac/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { apiErrorMessage } from '../../../lib/api-error';
import { useSessionStore } from '../../../lib/session/session-store';
import { changePassword } from '../api/change-password';
import { passwordMinLength } from '../utils/new-password';
import { NewPasswordField } from './new-password-fields';
import { OneTimeCodeField } from './one-time-code-field';

// The signed-in user's own password. The server judges the new one first (length, common and guessable passwords),
// then checks the current password and, with two-step verification on, the code; its message shows here. This session goes on with the fresh token it returns.
export function ChangePasswordForm() {
  const id = useId();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!currentPassword || newPassword.length < passwordMinLength) {
      setResult({ ok: false, text: `Enter your current password and a new one of at least ${passwordMinLength} characters.` });
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      const reply = await changePassword({ currentPassword, newPassword, ...(code.trim() ? { code: code.trim() } : {}) });
      const userInfo = useSessionStore.getState().userInfo;
      if (userInfo) useSessionStore.getState().signIn({ ...userInfo, token: reply.token });
      setCurrentPassword('');
      setNewPassword('');
      setCode('');
      setResult({ ok: true, text: reply.message });
    } catch (error) {
      setResult({ ok: false, text: await apiErrorMessage(error, 'The password could not be changed. Please try again.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Change your password</h2>
      <div role={result?.ok ? 'status' : 'alert'} className="status">
        {result ? <p className={`status__box status__box--${result.ok ? 'success' : 'error'}`}>{result.text}</p> : null}
      </div>
      <TextField
        id={`${id}-current`}
        label="Current password"
        type="password"
        name="current-password"
        autoComplete="current-password"
        maxLength={authLimits.passwordMax}
        value={currentPassword}
        onChange={(e) => setCurrentPassword(e.target.value)}
      />
      <NewPasswordField id={`${id}-new`} label="New password" value={newPassword} onChange={setNewPassword} />
      <OneTimeCodeField id={`${id}-code`} label="Code from your authenticator app (only with two-step verification on)" name="one-time-code" value={code} onValue={setCode} />
      <Button type="submit" variant="navy" busy={busy} busyLabel="Saving...">
        Change password
      </Button>
    </form>
  );
}
